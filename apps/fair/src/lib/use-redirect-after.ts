import { useNavigate } from '@tanstack/react-router';
import * as React from 'react';

/** Spec §9: the account screens move on to /login on their own after a pause. */
export const REDIRECT_DELAYS = {
  thankYou: 8000,
  passwordReset: 3000,
  emailVerified: 10000,
} as const;

/** Goes to /login `delayMs` after `enabled` turns true; leaving the screen earlier cancels it. */
export function useRedirectToLoginAfter(delayMs: number, enabled = true) {
  const navigate = useNavigate();
  React.useEffect(() => {
    if (!enabled) return;
    const timer = setTimeout(() => void navigate({ to: '/login' }), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, enabled, navigate]);
}
