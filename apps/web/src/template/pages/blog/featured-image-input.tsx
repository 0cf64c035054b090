import { FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface FeaturedImageInputProps {
  /** The saved picture, shown until another file is chosen. */
  current: string;
}

/** The featured image: the current picture, replaced by a preview of the chosen file. */
export function FeaturedImageInput({ current }: FeaturedImageInputProps) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  // An object URL lives until revoked, so each new file frees the previous one.
  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <Stack gap="xs">
      <Text fw={500} size="sm">
        Featured image
      </Text>
      <Group align="flex-start" gap="md" wrap="wrap">
        <Image src={preview ?? current} alt="Featured image preview" w={200} h={130} radius="md" />
        <Stack gap={4} style={{ flex: '1 1 14rem' }}>
          <FileInput
            label="Choose a new image"
            accept="image/png,image/jpeg,image/webp"
            leftSection={<IconPhoto size={16} aria-hidden />}
            clearable
            value={file}
            onChange={setFile}
          />
          <Text size="xs" c="dimmed">
            PNG, JPG or WebP; 800×400 pixels, 10 MB at most.
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
