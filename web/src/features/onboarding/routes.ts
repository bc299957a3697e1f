/**
 * Onboarding: the pre-install checklist, identity document upload and the contract (ONB-001…053). A pending contract re-sign lists Contract and Add Documents right
 * after Important — even when documents are hidden, its landing may be /documentupload; pre-install
 * lists all three in its own block.
 */
import ChecklistIcon from '@mui/icons-material/Checklist';
import Description from '@mui/icons-material/Description';
import UploadFile from '@mui/icons-material/UploadFile';
import { lazyNamed } from '../../lib/lazy-named';
import { isContractPending } from '../../lib/account';
import { menuOrder, type RouteDeclaration } from '../../lib/routes';
import { withTexts } from '../../i18n/i18n';

export const onboardingRoutes: readonly RouteDeclaration[] = [
  {
    id: 'preinstallchecklist',
    path: '/preinstallchecklist',
    page: lazyNamed(() => withTexts(['onboarding'], import('./components/checklist-page')), 'ChecklistPage'),
    menu: [{ label: 'menu.checklist', icon: ChecklistIcon, section: 'main', order: menuOrder.preinstall, when: (a) => a.flags.hasPreinstall }],
  },
  {
    id: 'documentupload',
    path: '/documentupload',
    page: lazyNamed(() => withTexts(['onboarding'], import('./components/document-upload-page')), 'DocumentUploadPage'),
    menu: [
      { label: 'menu.addDocuments', icon: UploadFile, section: 'main', order: menuOrder.contractResign + 1, when: (a) => isContractPending(a.contract) },
      {
        label: 'menu.addDocuments',
        icon: UploadFile,
        section: 'main',
        order: menuOrder.preinstall + 1,
        when: (a) => a.flags.hasPreinstall && !a.flags.hidedocuments,
      },
    ],
  },
  {
    id: 'contract',
    path: '/contract',
    page: lazyNamed(() => withTexts(['onboarding'], import('./components/contract-page')), 'ContractPage'),
    menu: [
      { label: 'menu.contract', icon: Description, section: 'main', order: menuOrder.contractResign, when: (a) => isContractPending(a.contract) },
      { label: 'menu.contract', icon: Description, section: 'main', order: menuOrder.preinstall + 3, when: (a) => a.flags.hasPreinstall },
    ],
  },
];
