import type { SessionState } from './session-slice.ts';

interface StateWithSession {
  session: SessionState;
}

export const selectUserData = (state: StateWithSession) => state.session.userData;
export const selectIsSignedIn = (state: StateWithSession) => state.session.userData !== null;
export const selectSessionEndReason = (state: StateWithSession) => state.session.endReason;
