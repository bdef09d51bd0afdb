<?php

declare(strict_types=1);

namespace Drupal\outlet_editorial;

use Drupal\Core\Datetime\DateFormatterInterface;
use Drupal\Core\Site\Settings;
use GuzzleHttp\ClientInterface;

/**
 * Whether the public site has the editors' changes: the website publisher's status, in words.
 *
 * The publisher (the site's `npm run publisher`) answers GET /status on its control port to
 * whoever holds its secret; settings.php names both:
 *   $settings['outlet_editorial.publisher_status_url'] = 'http://127.0.0.1:9100/status';
 *   $settings['outlet_editorial.publisher_secret'] = '…';
 */
final class PublishStatus {

  public function __construct(
    private readonly ClientInterface $httpClient,
    private readonly Settings $settings,
    private readonly DateFormatterInterface $dateFormatter,
  ) {}

  /**
   * The state and one line for the editor.
   *
   * @return array{state: string, text: string}
   *   State: live, building, queued, failed, unknown or off.
   */
  public function current(): array {
    $url = (string) $this->settings->get('outlet_editorial.publisher_status_url', '');
    if ($url === '') {
      return ['state' => 'off', 'text' => 'Website: no publisher configured'];
    }
    try {
      $response = $this->httpClient->request('GET', $url, [
        'headers' => ['X-Publisher-Secret' => (string) $this->settings->get('outlet_editorial.publisher_secret', '')],
        'timeout' => 2,
        'http_errors' => FALSE,
      ]);
      $status = json_decode((string) $response->getBody(), TRUE);
    }
    catch (\Throwable $e) {
      return ['state' => 'unknown', 'text' => 'Website: the publisher does not answer'];
    }
    if ($response->getStatusCode() !== 200 || !is_array($status)) {
      return ['state' => 'unknown', 'text' => sprintf('Website: the publisher answered %d', $response->getStatusCode())];
    }
    return self::describe($status, fn(string $iso) => $this->time($iso));
  }

  /**
   * The words for a publisher status (pure, for tests and the controller).
   *
   * @param array<string, mixed> $status
   *   The publisher's GET /status.
   * @param callable(string): string $time
   *   Formats an ISO time for the editor.
   *
   * @return array{state: string, text: string}
   *   State and text.
   */
  public static function describe(array $status, callable $time): array {
    if (!empty($status['building'])) {
      return ['state' => 'building', 'text' => 'Website: publishing changes (started ' . $time((string) $status['building']['startedAt']) . ')'];
    }
    if (!empty($status['queued'])) {
      return ['state' => 'queued', 'text' => 'Website: changes waiting to publish'];
    }
    $success = $status['lastSuccess'] ?? NULL;
    $failure = $status['lastFailure'] ?? NULL;
    if ($failure && (!$success || strcmp((string) $failure['startedAt'], (string) $success['startedAt']) > 0)) {
      $reason = trim(strtok((string) ($failure['error'] ?? 'unknown error'), "\n"));
      return ['state' => 'failed', 'text' => 'Website: publishing failed at ' . $time((string) ($failure['finishedAt'] ?? $failure['startedAt'])) . ' — ' . mb_strimwidth($reason, 0, 160, '…') . '. The last good version is still live.'];
    }
    $published = $status['current']['publishedAt'] ?? $success['finishedAt'] ?? NULL;
    if ($published) {
      return ['state' => 'live', 'text' => 'Website: live, published ' . $time((string) $published)];
    }
    return ['state' => 'unknown', 'text' => 'Website: nothing published yet'];
  }

  private function time(string $iso): string {
    $timestamp = strtotime($iso);
    return $timestamp ? $this->dateFormatter->format($timestamp, 'custom', 'D j M, g:i:s a') : $iso;
  }

}
