import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const InputPage = lazy(() => import('./elements/input-page.tsx').then((module) => ({ default: module.InputPage })));
const InputGroupPage = lazy(() =>
  import('./elements/input-group-page.tsx').then((module) => ({ default: module.InputGroupPage })),
);
const InputMaskPage = lazy(() =>
  import('./elements/input-mask-page.tsx').then((module) => ({ default: module.InputMaskPage })),
);
const TextareaPage = lazy(() =>
  import('./elements/textarea-page.tsx').then((module) => ({ default: module.TextareaPage })),
);
const CheckboxPage = lazy(() =>
  import('./elements/checkbox-page.tsx').then((module) => ({ default: module.CheckboxPage })),
);
const RadioPage = lazy(() => import('./elements/radio-page.tsx').then((module) => ({ default: module.RadioPage })));
const SwitchPage = lazy(() => import('./elements/switch-page.tsx').then((module) => ({ default: module.SwitchPage })));
const SelectPage = lazy(() => import('./elements/select-page.tsx').then((module) => ({ default: module.SelectPage })));
const NumberInputPage = lazy(() =>
  import('./elements/number-input-page.tsx').then((module) => ({ default: module.NumberInputPage })),
);
const FileUploaderPage = lazy(() =>
  import('./elements/file-uploader-page.tsx').then((module) => ({ default: module.FileUploaderPage })),
);
const EditorPage = lazy(() => import('./elements/editor-page.tsx').then((module) => ({ default: module.EditorPage })));
const PickersPage = lazy(() =>
  import('./elements/pickers-page.tsx').then((module) => ({ default: module.PickersPage })),
);
const FormLayoutPage = lazy(() =>
  import('./layout/form-layout-page.tsx').then((module) => ({ default: module.FormLayoutPage })),
);
const FormWizardPage = lazy(() =>
  import('./wizard/form-wizard-page.tsx').then((module) => ({ default: module.FormWizardPage })),
);
const FormValidationPage = lazy(() =>
  import('./validation/form-validation-page.tsx').then((module) => ({ default: module.FormValidationPage })),
);
const FormRepeaterPage = lazy(() =>
  import('./repeater/form-repeater-page.tsx').then((module) => ({ default: module.FormRepeaterPage })),
);

/** Form elements, layout, wizard, validation and repeater pages. */
export const formPagesRoutes: RouteObject[] = [
  { path: 'forms/elements/input', element: <InputPage /> },
  { path: 'forms/elements/input-group', element: <InputGroupPage /> },
  { path: 'forms/elements/input-mask', element: <InputMaskPage /> },
  { path: 'forms/elements/textarea', element: <TextareaPage /> },
  { path: 'forms/elements/checkbox', element: <CheckboxPage /> },
  { path: 'forms/elements/radio', element: <RadioPage /> },
  { path: 'forms/elements/switch', element: <SwitchPage /> },
  { path: 'forms/elements/select', element: <SelectPage /> },
  { path: 'forms/elements/number-input', element: <NumberInputPage /> },
  { path: 'forms/elements/file-uploader', element: <FileUploaderPage /> },
  { path: 'forms/elements/editor', element: <EditorPage /> },
  { path: 'forms/elements/pickers', element: <PickersPage /> },
  { path: 'forms/layout', element: <FormLayoutPage /> },
  { path: 'forms/wizard', element: <FormWizardPage /> },
  { path: 'forms/validation', element: <FormValidationPage /> },
  { path: 'forms/repeater', element: <FormRepeaterPage /> },
];
