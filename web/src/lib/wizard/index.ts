export { StepWizard, wizardDialogPaper, type StepWizardProps, type WizardStep } from './step-wizard';
export { clearAllWizardValues, useWizard, wizardParams, type Wizard, type WizardScope } from './use-wizard';
