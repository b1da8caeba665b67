// The public entry: importing it registers every element. Each element is also importable on its
// own (`@svc/surfaces/components/basic/text`, `@svc/surfaces/components/svc/table`), and
// `<svc-surface>` loads the svc elements by itself when a surface contains one.
export * from './components/basic/button.js';
export * from './components/basic/card.js';
export * from './components/basic/check-box.js';
export * from './components/basic/choice-picker.js';
export * from './components/basic/column.js';
export * from './components/basic/date-time-input.js';
export * from './components/basic/divider.js';
export * from './components/basic/progress-bar.js';
export * from './components/basic/row.js';
export * from './components/basic/slider.js';
export * from './components/basic/text-field.js';
export * from './components/basic/text.js';
export * from './components/svc/chart.js';
export * from './components/svc/code-block.js';
export * from './components/svc/connector-config-form.js';
export * from './components/svc/connector-sync-detail.js';
export * from './components/svc/connector-sync-progress.js';
export * from './components/svc/duration-picker.js';
export * from './components/svc/metric-cards.js';
export * from './components/svc/notifications-variant-a.js';
export * from './components/svc/notifications-variant-b.js';
export * from './components/svc/onboarding-plan.js';
export * from './components/svc/onboarding-welcome.js';
export * from './components/svc/resource-picker.js';
export * from './components/svc/status-indicator.js';
export * from './components/svc/table.js';
export * from './components/svc/todo-list.js';
export * from './components/events.js';
export * from './surface/index.js';
export * from './surface/conversation.js';
export * from './surface/context.js';
export * from './surface/request-form.js';
export * from './components/form/form.js';
export * from './components/form/events.js';
export * from './surface/a2ui.js';
