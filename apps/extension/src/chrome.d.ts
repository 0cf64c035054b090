// The few extension APIs the panel and its service worker use (chrome.* in Chromium 116+).
declare const __LEADPILOT_URL__: string;

declare namespace chrome {
  namespace runtime {
    const lastError: { message?: string } | undefined;
  }
  namespace storage {
    interface Area {
      get(keys: string | string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    }
    const local: Area;
  }
  namespace tabs {
    interface Tab {
      id?: number;
      url?: string;
      title?: string;
      active: boolean;
    }
    function query(query: { active?: boolean; lastFocusedWindow?: boolean; url?: string | string[] }): Promise<Tab[]>;
    function get(tabId: number): Promise<Tab>;
    function create(properties: { url: string }): Promise<Tab>;
  }
  namespace scripting {
    interface InjectionResult<T> {
      result?: T;
    }
    function executeScript<T>(injection: { target: { tabId: number }; func: () => T }): Promise<InjectionResult<T>[]>;
  }
  namespace sidePanel {
    function setPanelBehavior(behavior: { openPanelOnActionClick: boolean }): Promise<void>;
  }
}
