/** Spec §8 and §5 texts of the sign-in screen, in one place so screen and tests agree. */
export const authMessages = {
  loginSuccess: "Welcome back! You've successfully logged in",
  genericFailure: 'An error occurred during authentication',
  signUpSuccess: 'Account created! Please check your email to verify your account.',
  alreadyRegistered: 'This email is already registered. Please log in instead.',
  signedOut: 'Signed out',
  signOutFailureTitle: 'Error',
  signOutFailure: 'Failed to sign out. Please try again.',
  required: 'Email and password are required',
} as const;
