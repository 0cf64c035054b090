import { randomBytes, randomUUID } from 'node:crypto';
import { findPlan } from '@leadpilot/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { organisations, payments, users } from './db/schema.ts';
import { capturePayment } from './modules/payments/index.ts';
import { seedDemoTemplates } from './modules/templates/index.ts';
import { passwordWeakness } from './platform/auth/password-strength.ts';
import { hashPassword } from './platform/auth/passwords.ts';

export const demoOwner = { email: 'demo@leadpilot.test', password: 'pilot-demo-2026', name: 'Dana Demo' };

/** On the first start of a non-production install: one demo organisation to sign in to. */
export async function seedDemoOrganisation(db: Database, config: Pick<Config, 'NODE_ENV'>) {
  if (config.NODE_ENV === 'production') return null;
  const [existing] = await db.select({ value: count() }).from(organisations);
  if ((existing?.value ?? 0) > 0) return null;
  await db.transaction(async (tx) => {
    const [organisation] = await tx
      .insert(organisations)
      .values({
        name: 'Demo Company',
        website: 'https://demo.leadpilot.test',
        domain: 'demo.leadpilot.test',
        country: 'US',
        timeZone: 'America/New_York',
        addressLine1: '100 Market Street',
        addressCity: 'San Francisco',
        addressRegion: 'CA',
        addressPostalCode: '94105',
        addressCountry: 'US',
      })
      .returning();
    if (!organisation) throw new Error('demo organisation insert returned nothing');
    const [owner] = await tx
      .insert(users)
      .values({
        organisationId: organisation.id,
        email: demoOwner.email,
        name: demoOwner.name,
        passwordHash: await hashPassword(demoOwner.password),
        role: 'owner',
        status: 'active',
        jobTitle: 'Head of Sales',
        timeZone: 'America/New_York',
      })
      .returning({ id: users.id });
    if (!owner) throw new Error('demo owner insert returned nothing');
    await seedDemoPurchase(tx, organisation.id, owner.id);
    await seedDemoTemplates(tx, organisation.id, owner.id);
  });
  return demoOwner;
}

/** A Growth plan bought without a payment provider, so the demo shows a balance, a plan and an invoice. */
async function seedDemoPurchase(tx: Database, organisationId: string, userId: string) {
  const plan = findPlan('growth');
  const paymentId = randomUUID();
  const now = new Date();
  await tx.insert(payments).values({
    id: paymentId,
    organisationId,
    userId,
    planId: plan.id,
    credits: plan.credit,
    currency: 'USD',
    amountMinor: plan.chargeMinor.USD,
    provider: 'test',
    providerOrderId: `demo_order_${randomBytes(8).toString('hex')}`,
    providerPaymentId: `demo_pay_${randomBytes(8).toString('hex')}`,
    status: 'created',
    receipt: `demo_${randomBytes(6).toString('hex')}`,
    createdAt: now,
  });
  await capturePayment(tx, { paymentId, providerPaymentId: null, now, tax: null });
}

/** The account a new super-admin gets: a password must not lean on these names either. */
const platformOrganisationName = 'Leadpilot platform';
const platformAdminName = 'Platform admin';

/** A super-admin password that sign-up's policy refuses; the message says where it came from and why, never the password. */
export class RefusedPasswordError extends Error {
  override name = 'RefusedPasswordError';
}

/**
 * Why the password given by `source` (`SUPERADMIN_PASSWORD`, `--password`) is refused for the
 * super-admin `email`, or null: the same strength policy as sign-up (zxcvbn's dictionaries, and
 * nothing built from the email, the account's name, its organisation or the product's name).
 */
export async function superAdminPasswordProblem(email: string, password: string, source: string) {
  const weakness = await passwordWeakness(password, {
    email: email.trim().toLowerCase(),
    name: platformAdminName,
    organisationName: platformOrganisationName,
  });
  return weakness && `${source} is refused: ${weakness}`;
}

/**
 * Makes an email a platform super-admin: promotes an existing user, or creates one in a
 * "Leadpilot platform" organisation with the given password (or none: then they use an invitation).
 * A password that sign-up would refuse is refused here too (`RefusedPasswordError`), before anything
 * is written.
 */
export async function ensureSuperAdmin(db: Database, email: string, password?: string, source = 'The password') {
  const normalised = email.trim().toLowerCase();
  if (password) {
    const problem = await superAdminPasswordProblem(normalised, password, source);
    if (problem) throw new RefusedPasswordError(problem);
  }
  const [existing] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, normalised));
  if (existing) {
    await db.update(users).set({ isSuperAdmin: true }).where(eq(users.id, existing.id));
    return { created: false, userId: existing.id };
  }
  const passwordHash = password ? await hashPassword(password) : null;
  const userId = await db.transaction(async (tx) => {
    const [organisation] = await tx.insert(organisations).values({ name: platformOrganisationName }).returning();
    if (!organisation) throw new Error('platform organisation insert returned nothing');
    const [user] = await tx
      .insert(users)
      .values({
        organisationId: organisation.id,
        email: normalised,
        name: platformAdminName,
        passwordHash,
        role: 'owner',
        status: passwordHash ? 'active' : 'invited',
        isSuperAdmin: true,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('super-admin insert returned nothing');
    return user.id;
  });
  return { created: true, userId };
}
