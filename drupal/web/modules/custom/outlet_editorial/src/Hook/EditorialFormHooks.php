<?php

declare(strict_types=1);

namespace Drupal\outlet_editorial\Hook;

use Drupal\Core\Datetime\DrupalDateTime;
use Drupal\Core\Form\FormStateInterface;
use Drupal\Core\Hook\Attribute\Hook;
use Drupal\paragraphs\ParagraphInterface;

/**
 * Editing forms an editor reads at a glance.
 *
 * - A store's categories show as their tree: top levels as headings, children beneath, instead
 *   of one flat list with "-" prefixes.
 * - Each closed holiday row of the opening hours says its date, so two "Good Friday" rows can
 *   be told apart.
 */
final class EditorialFormHooks {

  /**
   * Category checkboxes as a tree.
   */
  #[Hook('field_widget_single_element_options_buttons_form_alter')]
  public function categoryTree(array &$element, FormStateInterface $form_state, array $context): void {
    $field = $context['items']->getFieldDefinition();
    if ($field->getType() !== 'entity_reference' || $field->getSetting('target_type') !== 'taxonomy_term' || empty($element['#options'])) {
      return;
    }
    $depths = [];
    foreach ($element['#options'] as $tid => $label) {
      $text = (string) $label;
      $depth = strlen($text) - strlen(ltrim($text, '-'));
      $depths[$tid] = $depth;
      $element['#options'][$tid] = ltrim($text, '-');
    }
    $element['#outlet_depths'] = $depths;
    $element['#after_build'][] = [self::class, 'markDepths'];
    $element['#attached']['library'][] = 'outlet_editorial/category_tree';
  }

  /**
   * After build: each checkbox's wrapper says its depth in the tree.
   */
  public static function markDepths(array $element, FormStateInterface $form_state): array {
    foreach ($element['#outlet_depths'] ?? [] as $tid => $depth) {
      if (isset($element[$tid])) {
        $element[$tid]['#wrapper_attributes']['class'][] = $depth === 0 ? 'outlet-category-tree__top' : 'outlet-category-tree__child';
      }
    }
    return $element;
  }

  /**
   * The date first in each closed holiday row's summary.
   */
  #[Hook('field_widget_single_element_paragraphs_form_alter')]
  public function holidayDate(array &$element, FormStateInterface $form_state, array $context): void {
    $paragraph = $context['items']->get($context['delta'])?->entity;
    if (!$paragraph instanceof ParagraphInterface || $paragraph->bundle() !== 'holiday' || !$paragraph->hasField('field_date')) {
      return;
    }
    $date = $paragraph->get('field_date')->date;
    if (!$date instanceof DrupalDateTime || !isset($element['top']['summary']['fields_info']['#summary'])) {
      return;
    }
    $content = $element['top']['summary']['fields_info']['#summary']['content'] ?? [];
    array_unshift($content, $date->format('D j M Y'));
    $element['top']['summary']['fields_info']['#summary']['content'] = $content;
  }

}
