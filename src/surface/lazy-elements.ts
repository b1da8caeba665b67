/**
 * Every element but the layout containers and text loads when a surface first contains one, so a
 * page that shows only forms never downloads the table, the chart or the workflow cards. Each
 * entry is a static `import()` so bundlers split it into its own chunk.
 */
export const lazyElements: Record<string, () => Promise<unknown>> = {
  button: () => import('../components/basic/button.js'),
  textField: () => import('../components/basic/text-field.js'),
  checkBox: () => import('../components/basic/check-box.js'),
  divider: () => import('../components/basic/divider.js'),
  choicePicker: () => import('../components/basic/choice-picker.js'),
  dateTimeInput: () => import('../components/basic/date-time-input.js'),
  slider: () => import('../components/basic/slider.js'),
  progressBar: () => import('../components/basic/progress-bar.js'),
  image: () => import('../components/basic/image.js'),
  icon: () => import('../components/basic/icon.js'),
  video: () => import('../components/basic/video.js'),
  audioPlayer: () => import('../components/basic/audio-player.js'),
  list: () => import('../components/basic/list.js'),
  tabs: () => import('../components/basic/tabs.js'),
  modal: () => import('../components/basic/modal.js'),
  svcChart: () => import('../components/svc/chart.js'),
  svcCodeBlock: () => import('../components/svc/code-block.js'),
  svcConnectorConfigForm: () => import('../components/svc/connector-config-form.js'),
  svcConnectorSyncDetail: () => import('../components/svc/connector-sync-detail.js'),
  svcConnectorSyncProgress: () => import('../components/svc/connector-sync-progress.js'),
  svcDurationPicker: () => import('../components/svc/duration-picker.js'),
  svcMetricCards: () => import('../components/svc/metric-cards.js'),
  svcNotificationsVariantA: () => import('../components/svc/notifications-variant-a.js'),
  svcNotificationsVariantB: () => import('../components/svc/notifications-variant-b.js'),
  svcOnboardingPlan: () => import('../components/svc/onboarding-plan.js'),
  svcOnboardingWelcome: () => import('../components/svc/onboarding-welcome.js'),
  svcResourcePicker: () => import('../components/svc/resource-picker.js'),
  svcStatusIndicator: () => import('../components/svc/status-indicator.js'),
  svcTable: () => import('../components/svc/table.js'),
  svcTodoList: () => import('../components/svc/todo-list.js'),
};

const loading = new Map<string, Promise<unknown>>();

/** Starts loading a variant's element once; resolves when it is defined, rejects if it fails. */
export function loadElement(variant: string): Promise<unknown> | undefined {
  const loader = lazyElements[variant];
  if (!loader) return undefined;
  let pending = loading.get(variant);
  if (!pending) {
    pending = loader();
    loading.set(variant, pending);
  }
  return pending;
}
