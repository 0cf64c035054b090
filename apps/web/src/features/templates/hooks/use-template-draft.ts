import type { TemplateVisibility } from '@leadpilot/contracts';
import { useState } from 'react';

/** What the editor edits of a template. */
export interface TemplateDraft {
  name: string;
  subject: string;
  html: string;
  folder: string;
  tags: string[];
  visibility: TemplateVisibility;
}

export const blankDraft: TemplateDraft = {
  name: '',
  subject: '',
  html: '',
  folder: '',
  tags: [],
  visibility: 'shared',
};

function isSameDraft(a: TemplateDraft, b: TemplateDraft): boolean {
  return (
    a.name === b.name &&
    a.subject === b.subject &&
    a.html === b.html &&
    a.folder === b.folder &&
    a.visibility === b.visibility &&
    a.tags.join('\n') === b.tags.join('\n')
  );
}

/**
 * The editor's values beside the last saved ones (the baseline), so it knows when there are
 * unsaved changes, with field errors that clear as their field changes.
 */
export function useTemplateDraft(initial: TemplateDraft) {
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = (patch: Partial<TemplateDraft>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const keys = Object.keys(patch);
      if (!keys.some((key) => key in current)) return current;
      return Object.fromEntries(Object.entries(current).filter(([key]) => !keys.includes(key)));
    });
  };

  return {
    values,
    errors,
    isDirty: !isSameDraft(values, baseline),
    change,
    setErrors,
    /** The editor normalised the stored HTML: that is what is saved, not a change. */
    adoptNormalisedHtml: (html: string) => {
      setValues((current) => ({ ...current, html }));
      setBaseline((current) => ({ ...current, html }));
    },
    /** The values were saved (or reloaded): they become the baseline. */
    markSaved: (saved: TemplateDraft) => {
      setValues(saved);
      setBaseline(saved);
      setErrors({});
    },
  };
}
