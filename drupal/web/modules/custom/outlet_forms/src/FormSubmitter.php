<?php

declare(strict_types=1);

namespace Drupal\outlet_forms;

use Drupal\Core\Config\ConfigFactoryInterface;
use Drupal\Core\Entity\EntityTypeManagerInterface;
use Drupal\Core\File\FileExists;
use Drupal\Core\File\FileSystemInterface;
use Drupal\Core\KeyValueStore\KeyValueExpirableFactoryInterface;
use Drupal\Core\Lock\LockBackendInterface;
use Drupal\Core\Site\Settings;
use GuzzleHttp\ClientInterface;
use Psr\Log\LoggerInterface;
use Symfony\Component\HttpFoundation\File\UploadedFile;

/**
 * Checks a form sent by the website and stores it once as a webform submission.
 *
 * The contract is the website's docs/forms.md: required fields per form, the captcha, e-mail
 * addresses, exact consent texts, the file's type by its first bytes, at most 10 MB.
 */
final class FormSubmitter {

  /**
   * The upload limit: 10 MB, inclusive.
   */
  public const MAX_FILE_BYTES = 10 * 1024 * 1024;

  /**
   * Google's reCAPTCHA verification (settings.php may name another, for tests).
   */
  public const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  /**
   * Field names of the website's forms that hold a space.
   */
  public const SPACED_FIELDS = ['Full Name', 'retailer recipient'];

  /**
   * The token the website's demo captcha hands out.
   */
  public const DEMO_CAPTCHA_TOKEN = 'demo-captcha-passed';

  /**
   * What each webform needs from the website's request.
   *
   * Text fields map a request field to a webform element.
   */
  private const FORMS = [
    'job_application' => [
      'fields' => [
        'Full Name' => 'full_name',
        'Email' => 'email',
        'Phone' => 'phone',
        'position' => 'position',
        'retailer' => 'retailer',
        'retailer recipient' => 'retailer_recipient',
        'form' => 'form_label',
      ],
      'required' => ['form_id', 'captcha', 'form', 'retailer', 'position', 'retailer recipient', 'Full Name', 'Email', 'Phone'],
      'emails' => ['Email', 'retailer recipient'],
      'exact' => [],
      'file' => ['field' => 'attachments', 'element' => 'resume', 'required' => FALSE, 'types' => ['pdf']],
    ],
    'colouring_competition' => [
      'fields' => [
        'Full Name' => 'full_name',
        'Email' => 'email',
        'consent' => 'consent',
        'terms' => 'terms',
        'form' => 'form_label',
      ],
      'required' => ['form_id', 'captcha', 'form', 'Full Name', 'Email', 'consent', 'terms'],
      'emails' => ['Email'],
      'exact' => [
        'form' => 'Colouring competition submission',
        'consent' => 'User consents to show image.',
        'terms' => 'User consents to terms and conditions.',
      ],
      'file' => ['field' => 'image', 'element' => 'image', 'required' => TRUE, 'types' => ['png', 'jpg']],
    ],
  ];

  /**
   * First bytes of the file types the forms take.
   */
  private const SIGNATURES = [
    'pdf' => "%PDF-",
    'png' => "\x89PNG\r\n\x1a\n",
    'jpg' => "\xFF\xD8\xFF",
  ];

  private const EXTENSIONS = ['pdf' => 'pdf', 'png' => 'png', 'jpg' => 'jpg'];

  public function __construct(
    private readonly EntityTypeManagerInterface $entityTypeManager,
    private readonly FileSystemInterface $fileSystem,
    private readonly ConfigFactoryInterface $configFactory,
    private readonly ClientInterface $httpClient,
    private readonly KeyValueExpirableFactoryInterface $keyValueExpirable,
    private readonly LockBackendInterface $lock,
    private readonly Settings $settings,
    private readonly LoggerInterface $logger,
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
   *
   * @return array{0: int, 1: array<string, mixed>}
   *   The HTTP status and the JSON answer.
   */
  public function submit(array $fields, array $files): array {
    $formId = trim((string) ($fields['form_id'] ?? ''));
    $webformId = $this->webformOf($formId);
    if (!$webformId) {
      return [400, ['error' => 'unknown_form', 'message' => "Unknown form_id \"$formId\"."]];
    }
    $rules = self::FORMS[$webformId];
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

    $type = NULL;
    if ($file) {
      $size = $file->getSize();
      if ($size > self::MAX_FILE_BYTES) {
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
      $recent->setWithExpire($fingerprint, $sid, 600);
      return [201, ['status' => 'received', 'id' => $sid]];
    }
    finally {
      $this->lock->release($lockName);
    }
  }

  /**
   * The webform that stores a form_id, or NULL.
   */
  private function webformOf(string $formId): ?string {
    foreach ($this->configFactory->get('outlet_forms.settings')->get('forms') ?? [] as $form) {
      if ((string) $form['form_id'] === $formId && isset(self::FORMS[$form['webform']])) {
        return $form['webform'];
      }
    }
    return NULL;
  }

  /**
   * Verifies a captcha token: reCAPTCHA's siteverify, or the demo token where allowed.
   */
  private function captchaPassed(string $token): bool {
    if ($token === self::DEMO_CAPTCHA_TOKEN) {
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
    foreach (self::SIGNATURES as $type => $signature) {
      if (str_starts_with($head, $signature)) {
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
      $directory = "private://webform/$webformId/_sid_";
      $this->fileSystem->prepareDirectory($directory, FileSystemInterface::CREATE_DIRECTORY | FileSystemInterface::MODIFY_PERMISSIONS);
      $name = preg_replace('/[^A-Za-z0-9._-]+/', '-', pathinfo($upload->getClientOriginalName(), PATHINFO_FILENAME)) ?: 'upload';
      $uri = $this->fileSystem->copy($upload->getPathname(), "$directory/$name." . self::EXTENSIONS[$type], FileExists::Rename);
      $file = $storage->create([
        'uri' => $uri,
        'filename' => basename($uri),
        'filemime' => ['pdf' => 'application/pdf', 'png' => 'image/png', 'jpg' => 'image/jpeg'][$type],
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
