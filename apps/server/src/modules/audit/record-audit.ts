import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  organisationId: string | null;
  actorUserId: string | null;
  action: string;
  targetType: string;
  targetId?: string;
  details?: Record<string, unknown>;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
