export { Customizer } from './components/customizer.tsx';
export { useUiSettings, useSystemTheme } from './use-ui-settings.ts';
export type { UiSettings } from './ui-settings.ts';
