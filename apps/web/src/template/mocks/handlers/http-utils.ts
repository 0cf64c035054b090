import { HttpResponse } from 'msw';
import type { RemovedReply } from '../types.ts';

/** The query parameters of a request. */
export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A positive integer parameter, or the fallback when absent or not a number. */
export function intParam(params: URLSearchParams, name: string, fallback: number): number {
  const value = Number.parseInt(params.get(name) ?? '', 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** The lower-cased search text (`q`). */
export function searchText(params: URLSearchParams): string {
  return (params.get('q') ?? '').trim().toLowerCase();
}

/** Whether any of the values contains the lower-cased text. */
export function matchesText(query: string, values: readonly unknown[]): boolean {
  return query === '' || values.some((value) => String(value).toLowerCase().includes(query));
}

/** One page (1-based) of the items. */
export function paginate<T>(items: readonly T[], perPage: number, page: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The JSON body as an object (an empty one when the body is missing or not an object). */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A numeric id from a parameter or a body field ('12' or 12), or null. */
export function idOf(value: unknown): number | null {
  const id = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isInteger(id) ? id : null;
}

/** The next id after the largest one in use. */
export function nextId(items: readonly { id: number }[]): number {
  return items.reduce((largest, item) => Math.max(largest, item.id), 0) + 1;
}

/** A refused call: 400 with a message. */
export function badRequest(message: string) {
  return HttpResponse.json({ message }, { status: 400 });
}

/** A missing record: 404 with a message. */
export function notFound(message: string) {
  return HttpResponse.json({ message }, { status: 404 });
}

/** Sorts by a (possibly dotted) field, numbers numerically and text alphabetically. */
export function sortByField<T>(items: readonly T[], field: string, direction: 'asc' | 'desc'): T[] {
  const sign = direction === 'desc' ? -1 : 1;
  return [...items].sort((a, b) => sign * compareValues(fieldValue(a, field), fieldValue(b, field)));
}

function fieldValue(item: unknown, field: string): unknown {
  return field.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], item);
}

function compareValues(a: unknown, b: unknown): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''), 'en', { sensitivity: 'base', numeric: true });
}

/** Removes the record with the id from the list: 200 `{ id }`, or 404 naming what is missing. */
export function removeById(items: { id: number }[], rawId: unknown, what: string) {
  const id = idOf(rawId);
  const index = items.findIndex((item) => item.id === id);
  if (index < 0 || id === null) return notFound(`${what} not found`);
  items.splice(index, 1);
  return HttpResponse.json<RemovedReply>({ id });
}

/** A nested object of the body (`{ event: {...} }`), or null when it is missing. */
export function bodyObject<T>(body: Record<string, unknown>, key: string): Partial<T> | null {
  const value = body[key];
  return typeof value === 'object' && value !== null ? (value as Partial<T>) : null;
}
