// @vitest-environment jsdom
import type { PersonInsights } from '@leadpilot/contracts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { loadDeferredSchemas } from '../../../api/schema-loader.ts';
import { createAppStore } from '../../../app/store.ts';
import { theme } from '../../../app/theme.ts';
import { testId } from '../../../test/fixtures.ts';
import { screen, server } from '../../../test/render-app.tsx';
import { apiUrl, dataReply, http } from '../../../test/server.ts';
import { PersonalityCard } from './personality-card.tsx';

const personId = testId(0x651);

const insights: PersonInsights = {
  personality: {
    predicted: true,
    scores: { D: 70, I: 20, S: 5, C: 5 },
    primary: 'D',
    secondary: 'I',
    confidence: 0.7,
    confidenceLevel: 'high',
    wordsRead: 240,
    evidence: [
      { phrase: 'ship it today', source: 'post', trait: 'D', weight: 2, postId: testId(0x652) },
      { phrase: 'results first', source: 'bio', trait: 'D', weight: 2 },
      { phrase: 'Head of Growth', source: 'title', trait: 'I', weight: 1 },
    ],
    recommendations: { tone: 'Direct', length: 'Short', leadWith: ['The outcome'], avoid: ['Small talk'] },
    refinedBy: 'rules',
  },
  pitches: [],
};

describe('the personality card', () => {
  it('says where each phrase comes from in plain English', async () => {
    await loadDeferredSchemas();
    server.use(http.get(apiUrl(`v1/contacts/${personId}/insights`), () => dataReply(insights)));
    render(
      <Provider store={createAppStore()}>
        <MantineProvider theme={theme}>
          <PersonalityCard personId={personId} />
        </MantineProvider>
      </Provider>,
    );
    expect(await screen.findByText('from one of their posts')).toBeTruthy();
    expect(screen.getByText('from their bio')).toBeTruthy();
    expect(screen.getByText('from their job title')).toBeTruthy();
    expect(document.body.textContent).not.toContain('their a post');
  });
});
