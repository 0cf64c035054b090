import type { Member } from '@leadpilot/contracts';
import { readSession, saveSession } from '../../../session/session-storage.ts';

/** Puts a saved name and picture into the stored session, so the header and other tabs show them. */
export function syncSessionProfile(member: Member) {
  const session = readSession();
  if (!session || session.userData.id !== member.id) return;
  saveSession({
    ...session,
    userData: { ...session.userData, name: member.name, fullName: member.name, avatar: member.avatar },
  });
}
