import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/auth/AuthScreen';
import { authRouteOptions } from './-auth/authRouteOptions';

export const Route = createFileRoute('/auth')({ ...authRouteOptions, component: LoginPage });

function LoginPage() {
  return <AuthScreen mode="login" redirect={Route.useSearch().redirect} />;
}
