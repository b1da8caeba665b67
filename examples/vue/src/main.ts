import {createApp} from 'vue';
import surfaces from '@svc/surfaces/vue';
import '../../shared/app.css';
import App from './App.vue';

createApp(App).use(surfaces).mount('#app');
