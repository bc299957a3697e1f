export { StepWizard, wizardDialogPaper, type StepWizardProps, type WizardStep } from './step-wizard';
export { clearAllWizardValues, clearWizardValues, readWizardValues, useWizard, writeWizardValues, wizardParams, type Wizard, type WizardScope } from './use-wizard';
