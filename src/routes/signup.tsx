import { createFileRoute } from '@tanstack/react-router';
import { AuthScreen } from '@/auth/AuthScreen';
import { authRouteOptions } from './-auth/authRouteOptions';

export const Route = createFileRoute('/signup')({ ...authRouteOptions, component: SignUpPage });

function SignUpPage() {
  return <AuthScreen mode="signup" redirect={Route.useSearch().redirect} />;
}
