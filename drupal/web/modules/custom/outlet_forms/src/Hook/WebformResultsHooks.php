<?php

declare(strict_types=1);

namespace Drupal\outlet_forms\Hook;

use Drupal\Core\Hook\Attribute\Hook;
use Drupal\webform\WebformInterface;

/**
 * The results tables of the two webforms show what an editor reads, not every element.
 *
 * Webform keeps a table's columns in the webform's state (Results → Customize); this sets them
 * when the recipe creates the webform, so the job applications fit a laptop's screen.
 */
final class WebformResultsHooks {

  /**
   * Columns of each webform's results table (webform's column names).
   */
  public const COLUMNS = [
    'job_application' => [
      'serial',
      'created',
      'element__full_name',
      'element__email',
      'element__position',
      'element__retailer',
      'element__resume',
      'operations',
    ],
    'colouring_competition' => [
      'serial',
      'created',
      'element__full_name',
      'element__email',
      'element__image',
      'element__consent',
      'operations',
    ],
  ];

  /**
   * Sets the columns of a webform this module stores to, unless someone chose others.
   */
  #[Hook('webform_insert')]
  public function setColumns(WebformInterface $webform): void {
    $columns = self::COLUMNS[$webform->id()] ?? NULL;
    if ($columns && !$webform->hasState('results.custom.columns')) {
      $webform->setState('results.custom.columns', $columns);
    }
  }

}
