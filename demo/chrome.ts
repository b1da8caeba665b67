// The header every demo page shares: its title, the links between the pages, and the display
// switches (theme, language, right to left). The switches live in the address (?theme=dark&
// locale=ar&dir=rtl), so a page reloads, links and screenshots as it is shown. Built with DOM
// calls only: the strict page forbids inline markup and styles.
import '../src/components/basic/button.js';
import {isRtlLocale} from '../src/i18n/catalog.js';

/** The demo's pages, in the order of the links. */
const PAGES = [
  ['samples', './index.html', 'Samples'],
  ['a2ui', './a2ui.html', 'A2UI examples'],
  ['streaming', './streaming.html', 'Streaming'],
  ['playground', './playground.html', 'Playground'],
  ['strict', './strict.html', 'Strict CSP'],
  ['ssr', './ssr.html', 'Server-rendered'],
] as const;

/** The languages the library ships, in their own words. */
const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['fr', 'Français'],
  ['es', 'Español'],
  ['ja', '日本語'],
  ['ar', 'العربية'],
  ['he', 'עברית'],
] as const;

const THEMES = [
  ['', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
] as const;

export type DemoPage = (typeof PAGES)[number][0];

/** What the switches say now. */
export interface Display {
  theme: string;
  locale: string;
  rtl: boolean;
}

/** An element with properties and children, as `document.createElement` makes it. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> & Record<string, unknown> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = Object.assign(document.createElement(tag), props);
  made.append(...children);
  return made;
}

function select(id: string, options: readonly (readonly [string, string])[], value: string) {
  const made = element('select', {id});
  for (const [key, label] of options) made.append(new Option(label, key, false, key === value));
  return made;
}

/**
 * Fills `header` with the page's title, the links and the switches, and applies the switches:
 * the theme to the whole page, the language and direction to `content` (the part that shows the
 * library; the demo's own controls stay in English). `changed` runs after a switch changed.
 */
export function mountChrome(
  header: HTMLElement,
  options: {title: string; page: DemoPage; content: HTMLElement; changed?: (d: Display) => void},
): Display {
  const params = new URLSearchParams(location.search);
  const display: Display = {
    theme: params.get('theme') ?? '',
    locale: params.get('locale') ?? 'en',
    rtl: params.has('dir') ? params.get('dir') === 'rtl' : isRtlLocale(params.get('locale') ?? ''),
  };
  const nav = element('nav', {ariaLabel: 'Demo pages'});
  for (const [page, href, label] of PAGES) {
    const link = element('a', {href}, label);
    if (page === options.page) link.setAttribute('aria-current', 'page');
    nav.append(link);
  }
  const theme = select('demo-theme', THEMES, display.theme);
  const locale = select('demo-locale', LANGUAGES, display.locale);
  const rtl = element('input', {type: 'checkbox', id: 'demo-rtl', checked: display.rtl});
  const switches = element(
    'div',
    {className: 'demo-switches', role: 'group', ariaLabel: 'Display'},
    element('label', {}, 'Theme ', theme),
    element('label', {}, 'Language ', locale),
    element('label', {className: 'demo-check'}, rtl, ' Right to left'),
  );
  header.replaceChildren(
    element('div', {className: 'demo-bar'}, element('h1', {}, options.title), nav, switches),
  );
  const apply = () => {
    const root = document.documentElement;
    if (display.theme) root.dataset.theme = display.theme;
    else delete root.dataset.theme;
    options.content.lang = display.locale;
    options.content.dir = display.rtl ? 'rtl' : 'ltr';
    const url = new URL(location.href);
    for (const [key, value, fallback] of [
      ['theme', display.theme, ''],
      ['locale', display.locale, 'en'],
      ['dir', display.rtl ? 'rtl' : 'ltr', isRtlLocale(display.locale) ? 'rtl' : 'ltr'],
    ] as const) {
      if (value === fallback) url.searchParams.delete(key);
      else url.searchParams.set(key, value);
    }
    history.replaceState(null, '', url);
    // The links keep the display when going to another page.
    for (const link of nav.querySelectorAll('a')) {
      const target = new URL(link.href);
      target.search = '';
      for (const key of ['theme', 'locale', 'dir'])
        if (url.searchParams.has(key)) target.searchParams.set(key, url.searchParams.get(key)!);
      link.href = target.href;
    }
    options.changed?.(display);
  };
  theme.addEventListener('change', () => {
    display.theme = theme.value;
    apply();
  });
  locale.addEventListener('change', () => {
    display.locale = locale.value;
    display.rtl = isRtlLocale(locale.value);
    rtl.checked = display.rtl;
    apply();
  });
  rtl.addEventListener('change', () => {
    display.rtl = rtl.checked;
    apply();
  });
  apply();
  return display;
}
