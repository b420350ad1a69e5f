// @vitest-environment jsdom
// Brings the jest-dom matcher types in (the runtime setup is tests/support/setup-dom.ts).
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeNoteDialog, type CodeNoteDialogProps } from '@/features/codes/components/CodeNoteDialog';

afterEach(cleanup);

function renderDialog(props: Partial<CodeNoteDialogProps> = {}) {
  const handlers = { onSave: vi.fn(), onClear: vi.fn(), onClose: vi.fn() };
  render(<CodeNoteDialog codes={['VERANO01']} note={null} canClear={false} {...handlers} {...props} />);
  return handlers;
}

const nameField = () => screen.getByRole('textbox', { name: /^Nombre/ });
const phoneField = () => screen.getByRole('textbox', { name: /^Teléfono \(opcional\)/ });

async function type(field: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
    fireEvent.blur(field);
  });
}

async function save() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
}

describe('CodeNoteDialog', () => {
  it('names the code in its title, and says that a number without prefix is Costa Rican', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Entregado a: VERANO01' })).toBeInTheDocument();
    expect(screen.getByText('Un número sin prefijo se toma como de Costa Rica (+506).')).toBeInTheDocument();
  });

  it('counts the codes in its title when they are several', () => {
    renderDialog({ codes: ['A1', 'A2', 'A3'] });
    expect(screen.getByRole('dialog', { name: 'Entregado a: 3 códigos' })).toBeInTheDocument();
  });

  it('saves the name tidied and a Costa Rican number with its +506', async () => {
    const { onSave } = renderDialog();
    await type(nameField(), '  María   Pérez ');
    await type(phoneField(), '8888-1234');
    await save();
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'María Pérez', phone: '50688881234' });
  });

  it('saves a note without a phone', async () => {
    const { onSave } = renderDialog();
    await type(nameField(), 'Ana Rojas');
    await save();
    expect(onSave.mock.calls[0][0]).toMatchObject({ name: 'Ana Rojas', phone: null });
  });

  it('keeps the dialog with a Spanish message under a missing name', async () => {
    const { onSave } = renderDialog();
    await type(nameField(), '   ');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(nameField()).toHaveAccessibleDescription('Campo obligatorio');
  });

  it('keeps the dialog with a Spanish message under a phone that is not a number', async () => {
    const { onSave } = renderDialog();
    await type(nameField(), 'María Pérez');
    await type(phoneField(), '12');
    await save();
    expect(onSave).not.toHaveBeenCalled();
    expect(phoneField()).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField()).toHaveAccessibleDescription('Escribe un teléfono de 8 dígitos (Costa Rica) o con su código de país, por ejemplo +1 415 555 0100.');
  });

  it('starts from the note there is, with the phone as she would write it, and offers to remove it', async () => {
    const { onClear, onSave } = renderDialog({ note: { name: 'María Pérez', phone: '50688881234' }, canClear: true });
    expect(nameField()).toHaveValue('María Pérez');
    expect(phoneField()).toHaveValue('8888-1234');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Quitar' })));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('offers no removal when there is nothing to remove', () => {
    renderDialog();
    expect(screen.queryByRole('button', { name: 'Quitar' })).toBeNull();
  });

  it('closes on Cancelar without saving', async () => {
    const { onClose, onSave } = renderDialog();
    await type(nameField(), 'María Pérez');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancelar' })));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });
});
