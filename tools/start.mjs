// `npm start`: Storybook's dev server on http://127.0.0.1:6006.
import {spawn} from 'node:child_process';

const children = [
  spawn(
    'npx',
    ['--no-install', 'storybook', 'dev', '--ci', '--port', '6006', '--host', '127.0.0.1'],
    {
      stdio: 'inherit',
    },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => (process.exitCode ||= code ?? 0));
