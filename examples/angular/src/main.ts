import {bootstrapApplication} from '@angular/platform-browser';
import {provideZonelessChangeDetection} from '@angular/core';
import '@svc/surfaces'; // registers every tag; each loads when it first appears
import {AppComponent} from './app/app.component';

bootstrapApplication(AppComponent, {providers: [provideZonelessChangeDetection()]}).catch((error) =>
  console.error(error),
);
