import { createContext } from 'react';
import type { Session, User } from '@supabase/supabase-js';

/** Spec §3 "Auth state": user, session and a loading flag. */
export interface AuthState {
  user: User | null;
  session: Session | null;
  loading: boolean;
}

export interface AuthResult {
  error: string | null;
}

export interface SignUpResult extends AuthResult {
  /** True when the server signed the new user in at once (email confirmations off). */
  signedIn: boolean;
}

/** The auth state plus the only auth calls the screens make (spec §7: login, sign-up, logout). */
export interface AuthContextValue extends AuthState {
  signIn(email: string, password: string): Promise<AuthResult>;
  signUp(email: string, password: string): Promise<SignUpResult>;
  signOut(): Promise<void>;
}

export const initialAuthState: AuthState = { user: null, session: null, loading: true };

export const AuthContext = createContext<AuthContextValue | null>(null);
