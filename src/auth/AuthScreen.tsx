import { useState, type FormEvent } from 'react';
import { Alert, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink } from '@/ui/links';
import { useAuth } from './useAuth';
import { authMessages } from './authMessages';
import { safeRedirectTarget } from './redirectTarget';
import { BrandLink } from '@/ui/BrandLink';

export type AuthMode = 'login' | 'signup';

export interface AuthScreenProps {
  mode: AuthMode;
  redirect?: string;
}

interface FieldErrors {
  email?: string;
  password?: string;
}

/** Spec §2 "Auth screen": one form for login and sign-up; links switch between the two. */
export function AuthScreen({ mode, redirect }: AuthScreenProps) {
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const isLogin = mode === 'login';

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const errors: FieldErrors = {
      email: email.trim() ? undefined : 'Email is required',
      password: password ? undefined : 'Password is required',
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) return;

    setSubmitting(true);
    try {
      if (isLogin) {
        const { error } = await signIn(email.trim(), password);
        if (error) return showFailure(error);
        notifications.show({ color: 'green', message: authMessages.loginSuccess });
        await navigate({ href: safeRedirectTarget(redirect) });
      } else {
        const { error, signedIn } = await signUp(email.trim(), password);
        if (error) return showFailure(error);
        notifications.show({ color: 'green', message: authMessages.signUpSuccess });
        if (signedIn) await navigate({ href: safeRedirectTarget(redirect) });
        else await navigate({ to: '/auth', search: { redirect } });
      }
    } catch (error) {
      showFailure(error instanceof Error && error.message ? error.message : authMessages.genericFailure);
    } finally {
      setSubmitting(false);
    }
  };

  // Spec §8: the failure shows inline and in a toast.
  const showFailure = (message: string) => {
    setFormError(message);
    notifications.show({ color: 'red', title: 'Error', message });
  };

  return (
    <Center mih="100vh" p="md" component="main" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={(event) => void handleSubmit(event)} noValidate>
          <Stack gap="md">
            <BrandLink />
            <Title order={1} size="h2">
              {isLogin ? 'Login to your account' : 'Create an account'}
            </Title>
            {formError && (
              <Alert color="red" role="alert" variant="light">
                {formError}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={fieldErrors.email}
            />
            <PasswordInput
              label="Password"
              autoComplete={isLogin ? 'current-password' : 'new-password'}
              required
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {isLogin ? 'Login' : 'Sign up'}
            </Button>
            <Text size="sm" ta="center">
              {isLogin ? "Don't have an account? " : 'Already have an account? '}
              {isLogin ? (
                <AnchorLink to="/signup" search={{ redirect }}>
                  Sign up
                </AnchorLink>
              ) : (
                <AnchorLink to="/auth" search={{ redirect }}>
                  Login
                </AnchorLink>
              )}
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
