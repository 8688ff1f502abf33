/* tsr-step-model.c: the rule steps of a game, as a list model
 *
 * The Steps panel's list view shows a game's steps through this model.
 * It holds no steps, only how many there are: an item is the index of a
 * step, made when the view asks for it, and the view's rows read the step
 * from the game when they are bound.  So a game of a thousand steps costs
 * the rows on screen, and steps added at the end of play add rows without
 * touching those before them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-step-model.h"

struct _TsrStepItem
{
  GObject parent_instance;
  guint   index;
};

G_DEFINE_FINAL_TYPE (TsrStepItem, tsr_step_item, G_TYPE_OBJECT)

static void
tsr_step_item_class_init (TsrStepItemClass *klass)
{
}

static void
tsr_step_item_init (TsrStepItem *self)
{
}

/**
 * tsr_step_item_get_index:
 *
 * Returns: the index of the step, from 0
 */
guint
tsr_step_item_get_index (TsrStepItem *self)
{
  g_return_val_if_fail (TSR_IS_STEP_ITEM (self), 0);

  return self->index;
}

struct _TsrStepModel
{
  GObject parent_instance;
  guint   n_steps;
};

static GType
get_item_type (GListModel *model)
{
  return TSR_TYPE_STEP_ITEM;
}

static guint
get_n_items (GListModel *model)
{
  return TSR_STEP_MODEL (model)->n_steps;
}

static gpointer
get_item (GListModel *model,
          guint       position)
{
  TsrStepItem *item;

  if (position >= TSR_STEP_MODEL (model)->n_steps)
    return NULL;

  item = g_object_new (TSR_TYPE_STEP_ITEM, NULL);
  item->index = position;
  return item;
}

static void
tsr_step_model_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

G_DEFINE_FINAL_TYPE_WITH_CODE (TsrStepModel, tsr_step_model, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, tsr_step_model_list_model_init))

static void
tsr_step_model_class_init (TsrStepModelClass *klass)
{
}

static void
tsr_step_model_init (TsrStepModel *self)
{
}

TsrStepModel *
tsr_step_model_new (void)
{
  return g_object_new (TSR_TYPE_STEP_MODEL, NULL);
}

/**
 * tsr_step_model_set_n:
 * @n_steps: how many steps the game now has
 * @n_kept: how many of the first steps are the same as before
 *
 * Tells the view the steps from @n_kept on are new.
 */
void
tsr_step_model_set_n (TsrStepModel *self,
                      guint         n_steps,
                      guint         n_kept)
{
  guint removed;

  g_return_if_fail (TSR_IS_STEP_MODEL (self));

  n_kept = MIN (n_kept, MIN (n_steps, self->n_steps));
  removed = self->n_steps - n_kept;
  if (removed == 0 && n_steps == n_kept)
    return;

  self->n_steps = n_steps;
  g_list_model_items_changed (G_LIST_MODEL (self), n_kept, removed, n_steps - n_kept);
}
