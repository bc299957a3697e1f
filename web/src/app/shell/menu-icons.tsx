import AccountCircle from '@mui/icons-material/AccountCircle';
import Api from '@mui/icons-material/Api';
import BarChart from '@mui/icons-material/BarChart';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import Call from '@mui/icons-material/Call';
import ChecklistIcon from '@mui/icons-material/Checklist';
import ContactSupport from '@mui/icons-material/ContactSupport';
import CreditCard from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Folder from '@mui/icons-material/Folder';
import History from '@mui/icons-material/History';
import Inventory from '@mui/icons-material/Inventory2';
import LocalOffer from '@mui/icons-material/LocalOffer';
import LocalPolice from '@mui/icons-material/LocalPolice';
import Lock from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import Public from '@mui/icons-material/Public';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Router from '@mui/icons-material/Router';
import Settings from '@mui/icons-material/Settings';
import UploadFile from '@mui/icons-material/UploadFile';
import Warning from '@mui/icons-material/Warning';
import Wifi from '@mui/icons-material/Wifi';
import type { SvgIconComponent } from '@mui/icons-material';
import type { MenuIcon } from '../menu/menu-rules';

/** The MUI icon of each menu icon name. */
export const menuIcons: Record<MenuIcon, SvgIconComponent> = {
  warning: Warning,
  checklist: ChecklistIcon,
  upload: UploadFile,
  payment: CreditCard,
  contract: Description,
  internet: Router,
  dashboard: DashboardIcon,
  wifi: Wifi,
  traffic: BarChart,
  calendar: CalendarMonth,
  package: Inventory,
  settings: Settings,
  phone: Call,
  emergency: LocalPolice,
  history: History,
  international: Public,
  account: AccountCircle,
  documents: Folder,
  billing: ReceiptLong,
  password: Lock,
  contact: ContactSupport,
  logout: LogoutIcon,
  offer: LocalOffer,
  api: Api,
};

