#!/usr/bin/env node
// Type-checks every TypeScript project, two at a time (tsc uses one core; CI machines have two),
// the largest first. Prints each project's errors as tsc does and exits 1 when any project fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const projects = ['apps/server', 'apps/web', 'e2e', 'packages/contracts', 'apps/extension'];
const parallel = Math.max(1, Math.min(2, availableParallelism()));

function check(project) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      // Whole outputs, one project after another: never two projects' errors interleaved.
      if (output) process.stdout.write(`${project}:\n${output}`);
      resolve(code === 0);
    });
  });
}

const queue = [...projects];
let failed = false;
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      if (!(await check(project))) failed = true;
    }
  }),
);
process.exit(failed ? 1 : 0);
