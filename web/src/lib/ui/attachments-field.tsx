import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useId, useRef, useState, type ChangeEvent } from 'react';

/** At most three files a message (the server's limit). */
export const MAX_FILES = 3;
/** Each at most 10,000,000 bytes (photos.MaxUploadBytes, "10 MB" in the texts). */
export const MAX_FILE_BYTES = 10_000_000;
/** The picker's hint; the server decides by the file's content. */
export const FILE_ACCEPT = 'image/jpeg,image/png,application/pdf,.jpg,.jpeg,.png,.pdf';

const KNOWN_TYPES = /^(image\/jpeg|image\/png|application\/pdf)$/i;
const KNOWN_NAMES = /\.(jpe?g|png|pdf)$/i;

/** Why a chosen file cannot go, as a catalog key under support.files. */
export type FileProblem = 'tooMany' | 'tooBig' | 'empty' | 'wrongType';

/**
 * The courtesy checks of one more file (the server checks the same, and the content by its first
 * bytes): room for it, its size, and a photo or PDF by the type the browser gives or its name.
 */
export function fileProblem(file: File, already: number): FileProblem | null {
  if (already >= MAX_FILES) return 'tooMany';
  if (file.size > MAX_FILE_BYTES) return 'tooBig';
  if (file.size === 0) return 'empty';
  if (!KNOWN_TYPES.test(file.type) && !KNOWN_NAMES.test(file.name)) return 'wrongType';
  return null;
}

/** The field's words, in the app's or the console's language. */
export interface AttachmentsTexts {
  heading: string;
  help: string;
  add: string;
  /** The hidden file input's name. */
  fileLabel: string;
  listLabel: string;
  remove: (name: string) => string;
  /** A chosen file in the list: its name and size. */
  item: (name: string, bytes: number) => string;
  problem: (problem: FileProblem, name: string) => string;
}

/**
 * Up to three attachments: "Add a file" opens the picker, each chosen file is listed with its name
 * and size and a button to remove it; a file the checks refuse is not added and the reason shown.
 * The subscriber's support pages and the console's reply use it, each with its own texts.
 */
export function AttachmentsField({
  files,
  onChange,
  disabled,
  testId,
  texts,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  testId: string;
  texts: AttachmentsTexts;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const headingId = useId();
  const helpId = useId();
  const problemId = useId();

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(e.target.files ?? [])];
    e.target.value = ''; // the same file chosen again fires change again
    const next = [...files];
    let refused: string | null = null;
    for (const file of chosen) {
      const p = fileProblem(file, next.length);
      if (p) refused = texts.problem(p, file.name);
      else next.push(file);
    }
    setProblem(refused);
    if (next.length !== files.length) onChange(next);
  };

  const remove = (i: number) => {
    setProblem(null);
    onChange(files.filter((_, j) => j !== i));
    addRef.current?.focus();
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }} data-testid={testId}>
      <Typography component="legend" id={headingId} variant="subtitle1" sx={{ p: 0 }}>
        {texts.heading}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {texts.help}
      </Typography>
      <input
        ref={inputRef}
        type="file"
        name="file"
        accept={FILE_ACCEPT}
        multiple
        hidden
        tabIndex={-1}
        aria-label={texts.fileLabel}
        onChange={choose}
        data-testid={`${testId}-input`}
      />
      {files.length > 0 && (
        <List dense aria-label={texts.listLabel} sx={{ py: 0 }}>
          {files.map((file, i) => (
            <ListItem
              key={`${file.name}-${i}`}
              disableGutters
              secondaryAction={
                <IconButton edge="end" onClick={() => remove(i)} disabled={disabled} aria-label={texts.remove(file.name)} sx={{ width: 44, height: 44 }}>
                  <Close />
                </IconButton>
              }
            >
              <ListItemText primary={texts.item(file.name, file.size)} slotProps={{ primary: { sx: { overflowWrap: 'anywhere', pr: 1 } } }} />
            </ListItem>
          ))}
        </List>
      )}
      <Button
        ref={addRef}
        variant="outlined"
        startIcon={<AttachFile aria-hidden />}
        onClick={() => inputRef.current?.click()}
        disabled={disabled || files.length >= MAX_FILES}
        aria-describedby={`${helpId}${problem ? ` ${problemId}` : ''}`}
        sx={{ minHeight: 44 }}
      >
        {texts.add}
      </Button>
      {problem && (
        <Alert id={problemId} severity="error" role="alert" sx={{ mt: 1, overflowWrap: 'anywhere' }} data-testid={`${testId}-problem`}>
          {problem}
        </Alert>
      )}
    </Box>
  );
}
