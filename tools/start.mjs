// `npm start`: the demo page (http://127.0.0.1:8000/demo/) on the mock service, and Storybook
// (http://127.0.0.1:6006). Ctrl-C stops both.
import {spawn} from 'node:child_process';

const run = (args) => spawn('npx', ['--no-install', ...args], {stdio: 'inherit'});
const children = [
  run(['vite', '--host', '127.0.0.1', '--port', '8000', '--strictPort']),
  run(['storybook', 'dev', '--ci', '--port', '6006', '--host', '127.0.0.1']),
];
console.log('\n  Demo:      http://127.0.0.1:8000/demo/\n  Storybook: http://127.0.0.1:6006/\n');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    process.exitCode ||= code ?? 0;
    stop();
  });
}
