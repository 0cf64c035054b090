import type { UserData } from '@leadpilot/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { SessionChange, SessionEndReason } from './session-storage.ts';

export interface SessionState {
  userData: UserData | null;
  /** Why the last session ended, shown on the sign-in page. */
  endReason: SessionEndReason | null;
}

export function createInitialSessionState(userData: UserData | null): SessionState {
  return { userData, endReason: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: createInitialSessionState(null),
  reducers: {
    sessionChanged(state, action: PayloadAction<SessionChange>) {
      state.userData = action.payload.session?.userData ?? null;
      if (action.payload.session) state.endReason = null;
      else if (action.payload.endReason) state.endReason = action.payload.endReason;
    },
  },
});

export const { sessionChanged } = sessionSlice.actions;
