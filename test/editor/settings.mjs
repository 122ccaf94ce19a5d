// User settings of the throw-away editor profile the editor tests run in.
export const TEST_USER_SETTINGS = {
  'workbench.startupEditor': 'none',
  // code-server saves after a delay by default; the tests edit workspace decks and put them back.
  'files.autoSave': 'off',
  'workbench.tips.enabled': false,
  'workbench.enableExperiments': false,
  'extensions.autoCheckUpdates': false,
  'extensions.autoUpdate': false,
  'telemetry.telemetryLevel': 'off',
  'security.workspace.trust.enabled': false,
  'editor.minimap.enabled': false,
  'window.commandCenter': false,
  'workbench.colorTheme': 'Default Dark Modern',
};
