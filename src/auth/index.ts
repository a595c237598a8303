export { AuthProvider, type AuthProviderProps } from './AuthProvider';
export { useAuth } from './useAuth';
export type { AuthContextValue, AuthState } from './authContext';
