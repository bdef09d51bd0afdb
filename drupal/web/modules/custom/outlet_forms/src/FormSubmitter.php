<?php

declare(strict_types=1);

namespace Drupal\outlet_forms;

use Drupal\Core\Config\ConfigFactoryInterface;
use Drupal\Core\Entity\EntityTypeManagerInterface;
use Drupal\Core\File\FileExists;
use Drupal\Core\File\FileSystemInterface;
use Drupal\Core\Flood\FloodInterface;
use Drupal\Core\KeyValueStore\KeyValueExpirableFactoryInterface;
use Drupal\Core\Lock\LockBackendInterface;
use Drupal\Core\Site\Settings;
use Drupal\node\NodeInterface;
use GuzzleHttp\ClientInterface;
use Psr\Log\LoggerInterface;
use Symfony\Component\HttpFoundation\File\UploadedFile;

/**
 * Checks a form sent by the website and stores it once as a webform submission.
 *
 * The contract is the website's docs/forms.md: required fields per form, the captcha, e-mail
 * addresses, exact consent texts, the file's type by its first bytes, at most 10 MB, each text
 * field within its length (the webform element's #maxlength), flood control per client address
 * and per e-mail address, and a job application's recipient taken from the job listing in
 * Drupal, never from the request.
 */
final class FormSubmitter {

  /**
   * Google's reCAPTCHA verification (settings.php may name another, for tests).
   */
  public const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  /**
   * Field names of the website's forms that hold a space.
   */
  public const SPACED_FIELDS = ['Full Name', 'retailer recipient'];

  /**
   * Lengths of the request fields that no webform element stores (in characters).
   *
   * The others are the #maxlength of the element that stores them.
   */
  public const UNSTORED_FIELD_LENGTHS = ['form_id' => 64, 'captcha' => 4096, 'job_id' => 64];

  /**
   * Flood control when outlet_forms.settings:flood does not say otherwise.
   */
  public const FLOOD_DEFAULTS = [
    'ip_limit' => 20,
    'ip_window' => 3600,
    'email_limit' => 10,
    'email_window' => 3600,
  ];

  /**
   * Days a stored form is kept before cron deletes it (webform's purge, set in the recipe).
   *
   * Job applications hold a resume and contact details: kept for one hiring round and a
   * second look (Australian Privacy Principle 11.2: destroy personal information no longer
   * needed). Colouring entries hold a child's drawing and a parent's details: kept until the
   * competition is judged and prizes are collected. A site changes them per webform (Results
   * settings, "Automatically purge", or $config overrides in settings.php).
   */
  public const RETENTION_DAYS = [
    'job_application' => 180,
    'colouring_competition' => 90,
  ];

  /**
   * Where the forms' contract lives: forms-contract.json, beside this module's src/.
   *
   * The demo CMS of the website reads the same file, so both endpoints check the same forms.
   */
  private const CONTRACT_FILE = __DIR__ . '/../forms-contract.json';

  /**
   * The contract, once read.
   *
   * @var array<string, mixed>|null
   */
  private static ?array $contract = NULL;

  public function __construct(
    private readonly EntityTypeManagerInterface $entityTypeManager,
    private readonly FileSystemInterface $fileSystem,
    private readonly ConfigFactoryInterface $configFactory,
    private readonly ClientInterface $httpClient,
    private readonly KeyValueExpirableFactoryInterface $keyValueExpirable,
    private readonly LockBackendInterface $lock,
    private readonly Settings $settings,
    private readonly LoggerInterface $logger,
    private readonly FloodInterface $flood,
  ) {}

  /**
   * Whether the website at this origin may send forms.
   */
  public function isAllowedOrigin(string $origin): bool {
    $parts = parse_url($origin);
    if (!$parts || !in_array($parts['scheme'] ?? '', ['http', 'https'], TRUE) || empty($parts['host'])) {
      return FALSE;
    }
    $normalised = $parts['scheme'] . '://' . strtolower($parts['host']) . (isset($parts['port']) ? ':' . $parts['port'] : '');
    foreach ($this->configFactory->get('outlet_forms.settings')->get('allowed_origins') ?? [] as $allowed) {
      $allowed = rtrim((string) $allowed, '/');
      if ($allowed === $normalised) {
        return TRUE;
      }
      if (str_ends_with($allowed, ':*') && isset($parts['port']) && substr($allowed, 0, -2) === $parts['scheme'] . '://' . strtolower($parts['host'])) {
        return TRUE;
      }
    }
    return FALSE;
  }

  /**
   * Checks and stores one submission.
   *
   * @param array<string, string> $fields
   *   The request's text fields.
   * @param \Symfony\Component\HttpFoundation\File\UploadedFile[] $files
   *   The request's files, by field name.
   * @param string $client
   *   The client's address (flood control).
   *
   * @return array{0: int, 1: array<string, mixed>, 2?: array<string, string>}
   *   The HTTP status, the JSON answer and any headers.
   */
  public function submit(array $fields, array $files, string $client): array {
    // Every request counts towards its address's limit, accepted or not.
    $flood = $this->floodSettings();
    if (!$this->flood->isAllowed('outlet_forms.client', $flood['ip_limit'], $flood['ip_window'], $client)) {
      return $this->tooMany($flood['ip_window'], 'client', $client);
    }
    $this->flood->register('outlet_forms.client', $flood['ip_window'], $client);

    $formId = trim((string) ($fields['form_id'] ?? ''));
    $webformId = $this->webformOf($formId);
    if (!$webformId) {
      return [400, ['error' => 'unknown_form', 'message' => "Unknown form_id \"$formId\"."]];
    }
    $rules = self::contract()['forms'][$webformId];
    $file = NULL;
    foreach ($files as $name => $upload) {
      if ($upload instanceof UploadedFile) {
        if ($file || $name !== $rules['file']['field']) {
          return [400, ['error' => 'unexpected_file', 'message' => sprintf('The file must be sent as "%s".', $rules['file']['field']), 'fields' => [$name]]];
        }
        $file = $upload;
      }
    }
    if ($file && in_array($file->getError(), [UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE], TRUE)) {
      return [413, ['error' => 'file_too_large', 'message' => 'The file must be 10 MB or smaller.']];
    }
    if ($file && $file->getError() !== UPLOAD_ERR_OK) {
      return [400, ['error' => 'bad_request', 'message' => 'The file did not arrive whole.', 'fields' => [$rules['file']['field']]]];
    }

    $missing = array_values(array_filter($rules['required'], fn($name) => trim((string) ($fields[$name] ?? '')) === ''));
    if ($rules['file']['required'] && !$file) {
      $missing[] = $rules['file']['field'];
    }
    if ($missing) {
      return [400, ['error' => 'missing_fields', 'message' => 'Required: ' . implode(', ', $missing) . '.', 'fields' => $missing]];
    }
    $limits = $this->lengthLimits($webformId, $rules['fields']);
    $tooLong = array_keys(array_filter($limits, fn($max, $name) => mb_strlen((string) ($fields[$name] ?? '')) > $max, ARRAY_FILTER_USE_BOTH));
    if ($tooLong) {
      $what = implode(', ', array_map(fn($name) => sprintf('%s (at most %d characters)', $name, $limits[$name]), $tooLong));
      return [400, ['error' => 'too_long', 'message' => "Too long: $what.", 'fields' => $tooLong]];
    }
    if (!$this->captchaPassed((string) $fields['captcha'])) {
      return [400, ['error' => 'captcha_invalid', 'message' => 'The captcha was not solved.']];
    }
    $badEmails = array_values(array_filter($rules['emails'], fn($name) => !filter_var(trim((string) $fields[$name]), FILTER_VALIDATE_EMAIL)));
    if ($badEmails) {
      return [400, ['error' => 'invalid_email', 'message' => 'Not an email address: ' . implode(', ', $badEmails) . '.', 'fields' => $badEmails]];
    }
    $wrong = array_keys(array_filter($rules['exact'], fn($value, $name) => ($fields[$name] ?? NULL) !== $value, ARRAY_FILTER_USE_BOTH));
    if ($webformId === 'job_application' && $fields['form'] !== sprintf('Job Application for %s at %s', $fields['position'], $fields['retailer'])) {
      $wrong[] = 'form';
    }
    if ($wrong) {
      return [400, ['error' => 'invalid_value', 'message' => 'Unexpected value: ' . implode(', ', $wrong) . '.', 'fields' => $wrong]];
    }
    $job = NULL;
    if ($webformId === 'job_application') {
      $job = $this->jobListing(trim((string) $fields['job_id']));
      if (!$job) {
        return [400, ['error' => 'unknown_job', 'message' => 'This job is not taking applications.', 'fields' => ['job_id']]];
      }
    }

    $type = NULL;
    if ($file) {
      $size = $file->getSize();
      if ($size > self::contract()['maxFileBytes']) {
        return [413, ['error' => 'file_too_large', 'message' => 'The file must be 10 MB or smaller.']];
      }
      if ($size === 0) {
        return [400, ['error' => 'empty_file', 'message' => 'The file is empty.', 'fields' => [$rules['file']['field']]]];
      }
      $type = $this->sniff($file->getPathname());
      if (!$type || !in_array($type, $rules['file']['types'], TRUE)) {
        return [400, [
          'error' => 'invalid_file_type',
          'message' => 'The file must be ' . implode(' or ', array_map('strtoupper', $rules['file']['types'])) . '.',
          'fields' => [$rules['file']['field']],
        ]];
      }
    }

    // A double click or a retried request sends the same form again: it is stored once.
    $values = [];
    foreach ($rules['fields'] as $field => $element) {
      $values[$element] = trim((string) $fields[$field]);
    }
    if ($job) {
      // Who receives the application, and what it is for, come from the job listing: a
      // request can never send the centre's mail to an address of its choosing.
      $values['retailer_recipient'] = (string) $job->get('field_job_email')->value;
      $values['position'] = (string) $job->label();
      $values['retailer'] = (string) ($job->get('field_employer')->entity?->label() ?? $values['retailer']);
      $values['form_label'] = sprintf('Job Application for %s at %s', $values['position'], $values['retailer']);
      $values['job_listing'] = $job->id();
    }
    $email = mb_strtolower($values['email']);
    if (!$this->flood->isAllowed('outlet_forms.email', $flood['email_limit'], $flood['email_window'], $email)) {
      return $this->tooMany($flood['email_window'], 'e-mail address', $email);
    }
    $fingerprint = hash('sha256', $webformId . "\0" . json_encode($values) . "\0" . ($file ? hash_file('sha256', $file->getPathname()) : ''));
    $recent = $this->keyValueExpirable->get('outlet_forms.recent');
    $lockName = 'outlet_forms:' . $fingerprint;
    if (!$this->lock->acquire($lockName, 30.0)) {
      $this->lock->wait($lockName, 30);
      $this->lock->acquire($lockName, 30.0);
    }
    try {
      if ($sid = $recent->get($fingerprint)) {
        return [200, ['status' => 'received', 'id' => $sid, 'duplicate' => TRUE]];
      }
      $sid = $this->store($webformId, $values, $file, $type, $rules['file']['element']);
      $this->flood->register('outlet_forms.email', $flood['email_window'], $email);
      $recent->setWithExpire($fingerprint, $sid, 600);
      return [201, ['status' => 'received', 'id' => $sid]];
    }
    finally {
      $this->lock->release($lockName);
    }
  }

  /**
   * The forms' contract: forms-contract.json, read once per request.
   *
   * It holds each webform's request fields (request field => webform element), required
   * fields, e-mail fields, exact values and file (field, element, whether required, types), the
   * file types' first bytes (hex), MIME types and extensions, the upload limit in bytes and the
   * demo captcha's token. Its formIds (form_id => webform, as config/install ships
   * outlet_forms.settings:forms) are for the demo CMS: this endpoint reads the site's config.
   * The module's README describes the file.
   *
   * @return array{maxFileBytes: int, demoCaptchaToken: string, formIds: array<string, string>, fileTypes: array<string, array{signature: string, mimeType: string, extension: string}>, forms: array<string, array{fields: array<string, string>, required: string[], emails: string[], exact: array<string, string>, file: array{field: string, element: string, required: bool, types: string[]}}>}
   *   The decoded file.
   *
   * @throws \JsonException
   *   When the file is not valid JSON.
   */
  private static function contract(): array {
    return self::$contract ??= json_decode((string) file_get_contents(self::CONTRACT_FILE), TRUE, 512, JSON_THROW_ON_ERROR);
  }

  /**
   * The flood limits: outlet_forms.settings:flood over the defaults.
   *
   * @return array{ip_limit: int, ip_window: int, email_limit: int, email_window: int}
   *   Attempts per client address and stored forms per e-mail address, each in a window of
   *   seconds.
   */
  private function floodSettings(): array {
    $configured = (array) ($this->configFactory->get('outlet_forms.settings')->get('flood') ?? []);
    return array_map('intval', array_intersect_key($configured, self::FLOOD_DEFAULTS) + self::FLOOD_DEFAULTS);
  }

  /**
   * A 429 answer: over the limit, nothing stored, nothing mailed.
   */
  private function tooMany(int $window, string $what, string $who): array {
    $this->logger->warning('A form was refused: too many from the @what @who.', ['@what' => $what, '@who' => $who]);
    $minutes = (int) ceil($window / 60);
    return [
      429,
      ['error' => 'too_many_requests', 'message' => "Too many forms were sent from this $what. Please try again in $minutes minutes."],
      ['Retry-After' => (string) $window],
    ];
  }

  /**
   * The most characters each request field may hold.
   *
   * A stored field's limit is its webform element's #maxlength (the recipe's webform), so the
   * form editors see and the endpoint agree.
   *
   * @param string $webformId
   *   The webform.
   * @param array<string, string> $stored
   *   Request field => webform element.
   *
   * @return array<string, int>
   *   Request field => characters.
   */
  private function lengthLimits(string $webformId, array $stored): array {
    $webform = $this->entityTypeManager->getStorage('webform')->load($webformId);
    $limits = self::UNSTORED_FIELD_LENGTHS;
    foreach ($stored as $field => $element) {
      $max = (int) ($webform?->getElement($element)['#maxlength'] ?? 0);
      if ($max > 0) {
        $limits[$field] = $max;
      }
    }
    return $limits;
  }

  /**
   * The published job listing that takes applications, by its uuid, or NULL.
   */
  private function jobListing(string $uuid): ?NodeInterface {
    if ($uuid === '') {
      return NULL;
    }
    $nodes = $this->entityTypeManager->getStorage('node')->loadByProperties(['uuid' => $uuid, 'type' => 'job_listing']);
    $job = reset($nodes);
    if (!$job instanceof NodeInterface || !$job->isPublished() || !$job->get('field_show_form')->value || $job->get('field_job_email')->isEmpty()) {
      return NULL;
    }
    return $job;
  }

  /**
   * The webform that stores a form_id, or NULL.
   */
  private function webformOf(string $formId): ?string {
    foreach ($this->configFactory->get('outlet_forms.settings')->get('forms') ?? [] as $form) {
      if ((string) $form['form_id'] === $formId && isset(self::contract()['forms'][$form['webform']])) {
        return $form['webform'];
      }
    }
    return NULL;
  }

  /**
   * Verifies a captcha token: reCAPTCHA's siteverify, or the demo token where allowed.
   */
  private function captchaPassed(string $token): bool {
    if ($token === self::contract()['demoCaptchaToken']) {
      return (bool) $this->configFactory->get('outlet_forms.settings')->get('accept_demo_captcha');
    }
    $secret = (string) $this->settings->get('outlet_forms.recaptcha_secret', '');
    if ($secret === '') {
      $this->logger->error('A form was refused: $settings[\'outlet_forms.recaptcha_secret\'] is not set, so no captcha can be verified.');
      return FALSE;
    }
    try {
      $verifyUrl = (string) $this->settings->get('outlet_forms.recaptcha_verify_url', self::SITEVERIFY_URL);
      $response = $this->httpClient->request('POST', $verifyUrl, [
        'form_params' => ['secret' => $secret, 'response' => $token],
        'timeout' => 10,
      ]);
      $answer = json_decode((string) $response->getBody(), TRUE);
      return is_array($answer) && ($answer['success'] ?? FALSE) === TRUE;
    }
    catch (\Throwable $e) {
      $this->logger->error('reCAPTCHA could not be verified: @message', ['@message' => $e->getMessage()]);
      return FALSE;
    }
  }

  /**
   * The file's type by its first bytes, or NULL.
   */
  private function sniff(string $path): ?string {
    $head = (string) file_get_contents($path, FALSE, NULL, 0, 8);
    foreach (self::contract()['fileTypes'] as $type => $fileType) {
      if (str_starts_with($head, hex2bin($fileType['signature']))) {
        return $type;
      }
    }
    return NULL;
  }

  /**
   * Saves the file in the private files and the submission, and returns its id.
   */
  private function store(string $webformId, array $values, ?UploadedFile $upload, ?string $type, string $element): string {
    $storage = $this->entityTypeManager->getStorage('file');
    if ($upload) {
      $fileType = self::contract()['fileTypes'][$type];
      $directory = "private://webform/$webformId/_sid_";
      $this->fileSystem->prepareDirectory($directory, FileSystemInterface::CREATE_DIRECTORY | FileSystemInterface::MODIFY_PERMISSIONS);
      $name = preg_replace('/[^A-Za-z0-9._-]+/', '-', pathinfo($upload->getClientOriginalName(), PATHINFO_FILENAME)) ?: 'upload';
      $uri = $this->fileSystem->copy($upload->getPathname(), "$directory/$name." . $fileType['extension'], FileExists::Rename);
      $file = $storage->create([
        'uri' => $uri,
        'filename' => basename($uri),
        'filemime' => $fileType['mimeType'],
        'status' => 0,
      ]);
      $file->save();
      $values[$element] = $file->id();
    }
    $submission = $this->entityTypeManager->getStorage('webform_submission')->create([
      'webform_id' => $webformId,
      'data' => $values,
    ]);
    // Webform moves the file into the submission's folder and makes it permanent on save.
    $submission->save();
    $this->logger->info('@form submission @sid received from the website.', ['@form' => $webformId, '@sid' => $submission->id()]);
    return (string) $submission->id();
  }

}
