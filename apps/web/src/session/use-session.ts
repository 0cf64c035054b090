import { useSelector } from 'react-redux';
import { selectIsSignedIn, selectSessionEndReason, selectUserData } from './session-selectors.ts';

/** The signed-in user's data, or null. */
export function useUserData() {
  return useSelector(selectUserData);
}

export function useIsSignedIn() {
  return useSelector(selectIsSignedIn);
}

export function useSessionEndReason() {
  return useSelector(selectSessionEndReason);
}
