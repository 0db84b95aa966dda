import { arrayMove } from '@dnd-kit/sortable';
import { useLingui } from '@lingui/react/macro';
import { saveCategoryPositions, type ProductCategory } from '@portal/shared-contracts/catalogue';
import { isEditConflict } from '@portal/shared-contracts/core';
import { joinedFieldErrors, useErrorText } from '@portal/shared-ui';
import { notification } from '@portal/shared-ui/form-components';
import { useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { useCatalogueText } from '../common/catalogue-text';
import type { FocusRequest, MoveDirection } from '../common/order-cell';
import { CATEGORIES_KEY } from './categories-request';

/** The toast of a saved order: each save's replaces the one before. */
const ORDER_SAVED = 'category-order-saved';

/**
 * The product list's order of categories (spec 000 §2: a drag-sortable table). A move shows at once
 * and the whole new order is saved (PUT /categories-position names every category once); the list
 * then holds the server's answer. Moves made while a save is under way wait, and the newest order is
 * saved next. A refused save puts back the order the server holds, says why, and reads the list
 * again: the server refuses an order made from a list that no longer holds (another administrator's
 * change). A refusal as an edit conflict (409) instead keeps the order shown and says who changed the
 * list and when; reloading reads the list again. Once the newest order is saved a toast says so (one
 * toast, replaced by the next: quick moves in a row do not pile them up).
 */
export function useCategoryOrder(categories: ProductCategory[]) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { categoryTitle } = useCatalogueText();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<unknown>(null);
  const [reloading, setReloading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<FocusRequest | null>(null);
  // The order the server holds while moves are unsaved (what a failure puts back), the newest order
  // not yet sent, and whether a save is under way: refs, as the save loop outlives renders.
  const held = useRef<ProductCategory[] | null>(null);
  const waiting = useRef<number[] | null>(null);
  const sending = useRef(false);

  const send = async () => {
    sending.current = true;
    setSaving(true);
    while (waiting.current) {
      const order = waiting.current;
      waiting.current = null;
      try {
        const saved = await saveCategoryPositions(order);
        held.current = saved;
        // A newer move shows already; the answer to its own save is written after it.
        if (!waiting.current) {
          notification.success({ key: ORDER_SAVED, title: t`Pořadí kategorií uloženo` });
          await mutate(CATEGORIES_KEY, saved, { revalidate: false });
        }
      } catch (error) {
        waiting.current = null;
        if (isEditConflict(error)) {
          setConflict(error);
          setAnnouncement('');
          continue;
        }
        if (held.current) await mutate(CATEGORIES_KEY, held.current, { revalidate: false });
        // A 400 names the problem in its field error ("every category once … reload"), not its message.
        const reason = joinedFieldErrors(error) || errorText(error);
        setFailure(t`Pořadí kategorií se nepodařilo uložit, vráceno původní pořadí. ${reason}`);
        setAnnouncement('');
        void mutate(CATEGORIES_KEY);
      }
    }
    held.current = null;
    sending.current = false;
    setSaving(false);
  };

  const move = (from: number, to: number) => {
    const category = categories[from];
    if (!category || from === to || to < 0 || to >= categories.length) return;
    held.current ??= categories;
    const moved = arrayMove(categories, from, to);
    waiting.current = moved.map((item) => item.id);
    const title = categoryTitle(category);
    const position = to + 1;
    const count = categories.length;
    setFailure(null);
    setConflict(null);
    setAnnouncement(t`Kategorie ${title} je na pozici ${position} z ${count}.`);
    void mutate(CATEGORIES_KEY, moved, { revalidate: false });
    if (!sending.current) void send();
  };

  /** A move button: one row up or down, its button focused again afterwards. */
  const step = (id: number, direction: MoveDirection) => {
    const from = categories.findIndex((category) => category.id === id);
    setFocusRequest({ id, direction });
    move(from, direction === 'up' ? from - 1 : from + 1);
  };

  /** After an edit conflict: the list read again, in the order the server holds. */
  const reload = async () => {
    setReloading(true);
    try {
      await mutate(CATEGORIES_KEY);
      setConflict(null);
    } finally {
      setReloading(false);
    }
  };

  return {
    saving,
    failure,
    dismissFailure: () => setFailure(null),
    conflict,
    reloading,
    reload: () => void reload(),
    announcement,
    focusRequest,
    /** A row dropped elsewhere (drag and drop). */
    move,
    step,
  };
}
