import {mount} from 'svelte';
import '@svc/surfaces'; // registers every tag; each loads when it first appears
import '../../shared/app.css';
import App from './App.svelte';

mount(App, {target: document.getElementById('app')!});
