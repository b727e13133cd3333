import { NavLink } from 'react-router-dom';

export interface Tab {
  readonly to: string;
  readonly label: string;
  /** How many the tab holds, when it tells (null: still being counted, its room kept). */
  readonly count?: number | null;
}

/** Tabs that are links, so each tab has its own address. */
export const TabSwitcher = ({ tabs, label }: { tabs: readonly Tab[]; label: string }) => (
  <nav className="tabs" aria-label={label}>
    {tabs.map((tab) => (
      <NavLink key={tab.to} to={tab.to} end className={({ isActive }) => (isActive ? 'tabs__tab tabs__tab--active' : 'tabs__tab')}>
        {tab.label}
        {tab.count !== undefined && <span className="tabs__count">{tab.count === null ? '' : ` (${tab.count})`}</span>}
      </NavLink>
    ))}
  </nav>
);
