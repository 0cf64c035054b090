// The toolbar button opens the side panel; the extension does nothing else in the background.
chrome.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }).catch(() => undefined);
