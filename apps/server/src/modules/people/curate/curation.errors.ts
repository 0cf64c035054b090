import { AppError } from '../../../platform/errors.ts';

/** One field a curation request got wrong, by record path (`company.employeeCount`). */
export interface CurationIssue {
  path: string;
  message: string;
}

/**
 * 422: the record cannot be saved as sent. The message names the first field; `issues` lists
 * every field, so the curation screen shows each message beside its input.
 */
export class CurationRefusal extends AppError {
  readonly issues: CurationIssue[];

  constructor(issues: CurationIssue[]) {
    const [first] = issues;
    super('RULE_REFUSED', first ? `${first.path}: ${first.message}` : 'The record is not valid.');
    this.issues = issues;
  }
}
