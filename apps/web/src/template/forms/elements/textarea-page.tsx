import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DemoCard } from '../../shared/ui/demo-card.tsx';
import { FormPage } from '../shared/form-page.tsx';

const bioLimit = 120;

function CountedTextarea() {
  const [bio, setBio] = useState('');
  const left = bioLimit - bio.length;
  return (
    <Stack gap={4}>
      <Textarea
        label="Short bio"
        description={`At most ${bioLimit} characters.`}
        placeholder="Tell people what you do"
        maxLength={bioLimit}
        value={bio}
        onChange={(event) => setBio(event.currentTarget.value)}
        autosize
        minRows={3}
        aria-describedby="bio-counter"
      />
      <Text id="bio-counter" size="xs" ta="right" c={left <= 10 ? 'red.8' : undefined} aria-live="polite">
        {bio.length}/{bioLimit} · {left} left
      </Text>
    </Stack>
  );
}

/** Textareas: plain, autosize, with a counter, disabled and invalid. */
export function TextareaPage() {
  return (
    <FormPage
      title="Textarea"
      description="Multi-line fields that grow with their text, count characters and show errors."
    >
      <DemoCard title="Basic">
        <Textarea label="Message" placeholder="Write your message" minRows={3} autosize={false} rows={3} />
        <Textarea label="Filled" variant="filled" placeholder="A filled textarea" rows={3} />
      </DemoCard>
      <DemoCard title="Autosize" description="Grows from 2 to 6 rows as you type, then scrolls.">
        <Textarea label="Notes" placeholder="Type a few lines…" autosize minRows={2} maxRows={6} />
      </DemoCard>
      <DemoCard title="Counter" description="Counts characters and stops at the limit.">
        <CountedTextarea />
      </DemoCard>
      <DemoCard title="States">
        <Textarea label="Disabled" placeholder="Not editable" disabled rows={2} />
        <Textarea label="Feedback" defaultValue="Too short" error="Write at least 20 characters" rows={2} />
      </DemoCard>
    </FormPage>
  );
}
