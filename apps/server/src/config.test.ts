import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configurationVariables, loadConfig } from './config.ts';

describe('configuration', () => {
  it('stops with a message naming each wrong variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', NODE_ENV: 'test' })).toThrowError(
      /PORT[\s\S]*DATABASE_URL: must start with postgres/,
    );
  });

  it('refuses to start in production without JWT_SECRET and ENCRYPTION_KEY', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrowError(
      /JWT_SECRET, ENCRYPTION_KEY: required in production/,
    );
  });

  it('generates development secrets once into the data folder and reuses them', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'leadpilot-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.generatedSecrets).toBe(true);
    expect(second.generatedSecrets).toBe(false);
    expect(second.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).ENCRYPTION_KEY).toBe(
      first.ENCRYPTION_KEY,
    );
  });

  it('derives the app address from the port and caps access tokens at 15 minutes', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '4100',
      JWT_SECRET: 'j'.repeat(32),
      ENCRYPTION_KEY: 'e'.repeat(32),
    });
    expect(config.APP_URL).toBe('http://localhost:4100');
    expect(() =>
      loadConfig({ ACCESS_TOKEN_TTL_SECONDS: '3600', JWT_SECRET: 'j'.repeat(32), ENCRYPTION_KEY: 'e'.repeat(32) }),
    ).toThrowError(/ACCESS_TOKEN_TTL_SECONDS/);
  });

  it('documents every setting in .env.example', () => {
    const example = readFileSync(path.resolve(import.meta.dirname, '../../../.env.example'), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    expect(configurationVariables.length).toBeGreaterThan(60);
    expect(configurationVariables.filter((name) => !documented.has(name))).toEqual([]);
  });
});
