import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Box, Collapse, Divider, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Toolbar, Typography } from '@mui/material';
import { memo, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { Link, useLocation } from 'react-router';
import { findRoute, routeHref, type MenuGroup, type MenuModel, type MenuRoute } from '../../lib/routes';
import { BrandMark } from '../../lib/ui/brand-mark';
import { appConfig } from '../config/app-config';

function RouteItem({ route, active, nested, onNavigate }: { route: MenuRoute; active: boolean; nested?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const Icon = route.icon;
  const Badge = route.badge;
  const color = route.danger ? 'error.dark' : undefined;
  return (
    <ListItem disablePadding>
    <ListItemButton
      component={Link}
      to={routeHref(route)}
      selected={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
      sx={{ pl: nested ? 4 : 2, color, ...(route.danger ? { fontWeight: 700 } : {}) }}
      data-danger={route.danger ? 'true' : undefined}
    >
      <ListItemIcon sx={{ color: color ?? 'inherit', minWidth: 40 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={t(route.name)} slotProps={{ primary: { sx: route.danger ? { fontWeight: 700 } : undefined } }} />
      {Badge && (
        <Suspense fallback={null}>
          <Badge />
        </Suspense>
      )}
    </ListItemButton>
    </ListItem>
  );
}

function GroupItem({ group, activeRoute, onNavigate }: { group: MenuGroup; activeRoute?: MenuRoute; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const containsActive = group.views.some((v) => v === activeRoute);
  const [open, setOpen] = useState(true);
  const Icon = group.icon;
  const id = `menu-group-${group.id}`;
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      <ListItemButton onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls={id} selected={!open && containsActive}>
        <ListItemIcon sx={{ minWidth: 40 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={t(group.name)} />
        {open ? <ExpandLess /> : <ExpandMore />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit={false} id={id}>
        <List disablePadding>
          {group.views.map((v) => (
            <RouteItem key={v.path} route={v} nested active={v === activeRoute} onNavigate={onNavigate} />
          ))}
        </List>
      </Collapse>
    </ListItem>
  );
}

/**
 * The drawer's content: main items, then the bottom items (PLAT-019, PLAT-025). Memoized: the
 * shell draws again for its tips and its phone drawer, and the menu is the largest part of it.
 */
export const SideMenu = memo(function SideMenu({ menu, onNavigate }: { menu: MenuModel; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const activeRoute = findRoute(menu, location.pathname);
  return (
    <Box component="nav" aria-label={t('shell.mainNavigation')} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {/* The provider's brand, as tall as the header beside it (64 px), so the two read as one band. */}
      <Toolbar sx={{ minHeight: { xs: 64 } }}>
        <BrandMark />
      </Toolbar>
      <Divider />
      <List sx={{ flexGrow: 1 }}>
        {menu.items.map((e) =>
          e.kind === 'group' ? (
            <GroupItem key={e.id} group={e} activeRoute={activeRoute} onNavigate={onNavigate} />
          ) : (
            <RouteItem key={e.path} route={e} active={e === activeRoute} onNavigate={onNavigate} />
          ),
        )}
      </List>
      <Divider />
      <List>
        {menu.bottomItems.map((r) => (
          <RouteItem key={r.path} route={r} active={r === activeRoute} onNavigate={onNavigate} />
        ))}
      </List>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {t('app.version', { version: appConfig.version })}
      </Typography>
    </Box>
  );
});
