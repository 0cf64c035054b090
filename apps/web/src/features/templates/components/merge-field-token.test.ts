import { EditorState, TextSelection } from '@tiptap/pm/state';
import { getSchema } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { describe, expect, it } from 'vitest';
import { draftProblemOf } from './draft-problem.ts';
import { insertMergeField } from './insert-merge-field.ts';
import { insertAtSelection, mergeFieldKeysIn, mergeFieldToken } from './merge-field-token.ts';

describe('a merge field tag', () => {
  it('names the field alone when there is no fallback', () => {
    expect(mergeFieldToken('first_name')).toBe('{{ first_name }}');
    expect(mergeFieldToken('first_name', '   ')).toBe('{{ first_name }}');
  });

  it('carries a fallback as a Liquid default', () => {
    expect(mergeFieldToken('first_name', 'there')).toBe('{{ first_name | default: "there" }}');
    expect(mergeFieldToken('company_name', '  your team ')).toBe('{{ company_name | default: "your team" }}');
  });

  it('quotes a fallback that holds double quotes with single quotes, and one with both kinds typographically', () => {
    expect(mergeFieldToken('title', 'the "boss"')).toBe(`{{ title | default: 'the "boss"' }}`);
    expect(mergeFieldToken('title', `the "boss" isn't here`)).toBe('{{ title | default: "the ”boss” isn\'t here" }}');
  });

  it('lists the fields a text names, once each, fallbacks and whitespace control included', () => {
    const text = 'Hi {{ first_name | default: "there" }}, {{company_name}} and {{- first_name -}} {{ sender.name }}';
    expect(mergeFieldKeysIn(text)).toEqual(['first_name', 'company_name', 'sender.name']);
    expect(mergeFieldKeysIn('No fields { here }')).toEqual([]);
  });
});

describe('inserting into the subject', () => {
  it('goes in at the caret and puts the caret after the tag', () => {
    expect(insertAtSelection('Hello !', 6, 6, '{{ first_name }}')).toEqual({
      value: 'Hello {{ first_name }}!',
      caret: 22,
    });
  });

  it('replaces the selected text', () => {
    expect(insertAtSelection('Hello NAME, quick question', 6, 10, '{{ first_name }}')).toEqual({
      value: 'Hello {{ first_name }}, quick question',
      caret: 22,
    });
  });

  it('appends when the input has no selection yet, and clamps positions past the end', () => {
    expect(insertAtSelection('Hi ', null, null, '{{ first_name }}').value).toBe('Hi {{ first_name }}');
    expect(insertAtSelection('Hi', 50, 80, '!').value).toBe('Hi!');
    expect(insertAtSelection('Hi', 2, 0, '!').value).toBe('Hi!');
  });
});

describe('inserting into the body', () => {
  const schema = getSchema([StarterKit.configure({ link: false })]);

  function stateWith(content: unknown[], from: number, to = from) {
    const doc = schema.nodeFromJSON({ type: 'doc', content });
    const state = EditorState.create({ schema, doc });
    return state.apply(state.tr.setSelection(TextSelection.create(state.doc, from, to)));
  }

  it('goes in at the caret with the caret after it', () => {
    const state = stateWith([{ type: 'paragraph', content: [{ type: 'text', text: 'Hi , welcome' }] }], 4);
    const next = state.apply(insertMergeField(state.tr, '{{ first_name }}'));
    expect(next.doc.textContent).toBe('Hi {{ first_name }}, welcome');
    expect(next.selection.from).toBe(4 + '{{ first_name }}'.length);
    expect(next.selection.empty).toBe(true);
  });

  it('replaces a selection and keeps the marks around it', () => {
    const state = stateWith(
      [{ type: 'paragraph', content: [{ type: 'text', text: 'Dear NAME', marks: [{ type: 'bold' }] }] }],
      6,
      10,
    );
    const next = state.apply(insertMergeField(state.tr, '{{ first_name | default: "there" }}'));
    expect(next.doc.textContent).toBe('Dear {{ first_name | default: "there" }}');
    const paragraph = next.doc.firstChild;
    expect(paragraph?.childCount).toBe(1);
    expect(paragraph?.firstChild?.marks.map((mark) => mark.type.name)).toEqual(['bold']);
  });

  it('goes into the paragraph the caret is in, not a new one', () => {
    const state = stateWith(
      [
        { type: 'paragraph', content: [{ type: 'text', text: 'One' }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
      ],
      6,
    );
    const next = state.apply(insertMergeField(state.tr, '{{ title }}'));
    expect(next.doc.childCount).toBe(2);
    expect(next.doc.child(1).textContent).toBe('{{ title }}Two');
  });
});

describe('a draft that cannot be previewed yet', () => {
  const known = ['first_name', 'company_name'];

  it('is one with a tag left open', () => {
    expect(draftProblemOf('Hi {{ first_name', '<p>Hello</p>', known)).toContain('closing “}}”');
    expect(draftProblemOf('Hi', '<p>Hello {{ company_name </p>', known)).toContain('closing “}}”');
  });

  it('is one naming fields the organisation does not have', () => {
    expect(draftProblemOf('Hi {{ first_name }}', '<p>{{ favourite_colour }} and {{ shoe_size }}</p>', known)).toBe(
      'Unknown merge fields: {{ favourite_colour }}, {{ shoe_size }}. Pick fields from the list or add them under Fields & signatures.',
    );
  });

  it('is not one whose fields are known, or whose field list is still loading', () => {
    expect(draftProblemOf('Hi {{ first_name | default: "there" }}', '<p>{{ company_name }}</p>', known)).toBeNull();
    expect(draftProblemOf('Hi {{ anything }}', '<p>Hello</p>', undefined)).toBeNull();
  });
});
