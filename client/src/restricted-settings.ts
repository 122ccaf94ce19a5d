// The settings Restricted Mode drops from a workspace, and which of them a settings object sets. Pure (no VS Code).

/** package.json's capabilities.untrustedWorkspaces.restrictedConfigurations. */
export const RESTRICTED_SETTINGS = ['decklist.cardData.path', 'decklist.cardData.autoUpdate', 'decklist.cardData.allowNetwork'] as const;

/** The restricted settings a settings object sets, flat (`"decklist.cardData.path"`) or nested (`"decklist": {"cardData": …}`). */
export function restrictedSettingsIn(settings: unknown): string[] {
  if (!settings || typeof settings !== 'object') return [];
  const flat = settings as Record<string, unknown>;
  return RESTRICTED_SETTINGS.filter((key) => {
    if (flat[key] !== undefined) return true;
    let node: unknown = settings;
    for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
    return node !== undefined;
  });
}
