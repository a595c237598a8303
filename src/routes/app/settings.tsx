import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../ui/SettingsPage';

export const Route = createFileRoute('/app/settings')({
  component: SettingsPage,
});
